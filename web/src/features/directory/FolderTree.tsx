import { useMemo, useState } from 'react';
import { Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { buildFolderTree, FOLDER_AUTO_OPEN_UNDER, isWithinPath, MESSAGES, parentPath, type FolderNode } from '@fieldwatch/domain';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { DelayedSpinner } from '../../app/DelayedSpinner';
import { DIRECTORY_SIDE } from './graphql/devices';
import { useFolderTreeMayAsk } from './firstPageGate';
import { FolderTreeNode } from './FolderTreeNode';
import classes from './folderTree.module.css';
import { useDirectoryPlace, useGoToDirectory } from './useDirectoryPlace';

/**
 * The directory's folders (spec 1 §2): clicking a folder shows it in /directory, clicking the folder already shown
 * goes up one level. With fewer than 15 devices every folder starts open; otherwise the folders along the shown
 * path are open and the rest open by their chevron.
 */
export function FolderTree({ companyID }: { companyID: number | null }) {
  const { path } = useDirectoryPlace();
  const { pathname } = useLocation();
  const goTo = useGoToDirectory();
  const onDirectory = pathname === '/directory';
  // on the directory the page's first cards go first (firstPageGate.ts)
  const mayAsk = useFolderTreeMayAsk(onDirectory);
  const { data, isPending, isError } = useGraphQLQuery(DIRECTORY_SIDE, { selectedCompanyID: companyID }, { enabled: mayAsk });
  // chevron choices that differ from the default, keyed by folder path
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());

  const devices = data?.devicesRe;
  const tree = useMemo(() => buildFolderTree((devices ?? []).map((d) => d.path)), [devices]);

  if (isPending) return <DelayedSpinner />;
  if (isError) return <Text size="sm">{MESSAGES.listError}</Text>;
  if (tree.length === 0) return null;

  const autoOpen = data.devicesRe.length < FOLDER_AUTO_OPEN_UNDER;
  const openByDefault = (node: FolderNode) => autoOpen || (onDirectory && isWithinPath(path, node.path));
  const isOpen = (node: FolderNode) => toggled.get(node.path) ?? openByDefault(node);
  const isActive = (node: FolderNode) => onDirectory && node.path === path;

  const onToggle = (node: FolderNode) => setToggled((prev) => new Map(prev).set(node.path, !isOpen(node)));
  const onSelect = (node: FolderNode) => {
    const next = isActive(node) ? parentPath(node.path) : node.path;
    // a chevron choice on the folder would fight the path-driven opening the click asks for
    setToggled((prev) => {
      if (!prev.has(node.path)) return prev;
      const copy = new Map(prev);
      copy.delete(node.path);
      return copy;
    });
    goTo({ path: next });
  };

  return (
    <nav aria-label="Folders">
      <ul className={classes.list}>
        {tree.map((node) => (
          <FolderTreeNode
            key={node.path}
            node={node}
            topLevel
            isOpen={isOpen}
            isActive={isActive}
            onToggle={onToggle}
            onSelect={onSelect}
          />
        ))}
      </ul>
    </nav>
  );
}
