/**
 * Directory paths are folder paths starting with '/' ('/Permian/North/Pad A'); the root of the directory is ''.
 * These rules turn device paths into the folder tree, breadcrumbs and parent folders (spec 1 §2 "Device directory").
 */

/** '/a//b/' → '/a/b'; '', '/' and null → '' (the root). */
export function normalizePath(path: string | null | undefined): string {
  const parts = (path ?? '')
    .split('/')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  return parts.length ? `/${parts.join('/')}` : '';
}

export function pathSegments(path: string | null | undefined): string[] {
  return normalizePath(path)
    .split('/')
    .filter((p) => p !== '');
}

/** One level up: '/Permian/North' → '/Permian', '/Permian' → '' (the root stays the root). */
export function parentPath(path: string): string {
  const segments = pathSegments(path);
  return segments.length <= 1 ? '' : `/${segments.slice(0, -1).join('/')}`;
}

/** Whether `path` is `folder` or inside it (a folder-prefix match: '/Permian' holds '/Permian/North', not '/Permian2'). */
export function isWithinPath(path: string | null | undefined, folder: string): boolean {
  const p = normalizePath(path);
  const f = normalizePath(folder);
  return f === '' || p === f || p.startsWith(`${f}/`);
}

export interface PathCrumb {
  label: string;
  path: string;
}

/** The breadcrumbs after the root: '/Permian/North' → Permian (/Permian), North (/Permian/North). */
export function pathCrumbs(path: string): PathCrumb[] {
  const segments = pathSegments(path);
  return segments.map((label, i) => ({ label, path: `/${segments.slice(0, i + 1).join('/')}` }));
}

/** A folder below `parent` named by the user; slashes in the name would make several levels, so they are dropped. */
export function childPath(parent: string | null | undefined, name: string): string {
  const clean = name.replace(/\//g, ' ').trim();
  if (clean === '') return normalizePath(parent);
  return `${normalizePath(parent)}/${clean}`;
}

export interface FolderNode {
  name: string;
  path: string;
  /** Devices in this folder and below it (each listed path is one device). */
  deviceCount: number;
  children: FolderNode[];
}

const byName = (a: FolderNode, b: FolderNode) => a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' });

/** The folder tree of a list of device paths (one entry per device; null or empty paths are not folders). */
export function buildFolderTree(paths: readonly (string | null | undefined)[]): FolderNode[] {
  const root: FolderNode = { name: '', path: '', deviceCount: 0, children: [] };
  const index = new Map<string, FolderNode>([['', root]]);
  for (const raw of paths) {
    const segments = pathSegments(raw);
    let node = root;
    let current = '';
    for (const segment of segments) {
      current = `${current}/${segment}`;
      let child = index.get(current);
      if (!child) {
        child = { name: segment, path: current, deviceCount: 0, children: [] };
        index.set(current, child);
        node.children.push(child);
      }
      child.deviceCount += 1;
      node = child;
    }
  }
  const sort = (nodes: FolderNode[]) => {
    nodes.sort(byName);
    for (const n of nodes) sort(n.children);
  };
  sort(root.children);
  return root.children;
}

/** Every folder path of the tree, parents before children (for pickers that list them flat). */
export function folderPaths(tree: readonly FolderNode[]): string[] {
  return tree.flatMap((n) => [n.path, ...folderPaths(n.children)]);
}
