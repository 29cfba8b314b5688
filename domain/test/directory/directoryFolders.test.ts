import { describe, expect, it } from 'vitest';
import {
  buildFolderTree,
  childPath,
  folderPaths,
  isWithinPath,
  normalizePath,
  parentPath,
  pathCrumbs,
} from '../../src/directory/directoryFolders';

describe('directory paths', () => {
  it('normalises slashes and treats empty as the root', () => {
    expect(normalizePath('/a//b/')).toBe('/a/b');
    expect(normalizePath('a/b')).toBe('/a/b');
    expect(normalizePath('/')).toBe('');
    expect(normalizePath(null)).toBe('');
  });
  it('goes up one level, staying at the root', () => {
    expect(parentPath('/Permian/North')).toBe('/Permian');
    expect(parentPath('/Permian')).toBe('');
    expect(parentPath('')).toBe('');
  });
  it('matches folders by prefix of whole segments', () => {
    expect(isWithinPath('/Permian/North/Pad A', '/Permian')).toBe(true);
    expect(isWithinPath('/Permian', '/Permian')).toBe(true);
    expect(isWithinPath('/Permian2', '/Permian')).toBe(false);
    expect(isWithinPath(null, '')).toBe(true);
    expect(isWithinPath(null, '/Permian')).toBe(false);
  });
  it('makes breadcrumbs with the path of each level', () => {
    expect(pathCrumbs('/Permian/North')).toEqual([
      { label: 'Permian', path: '/Permian' },
      { label: 'North', path: '/Permian/North' },
    ]);
    expect(pathCrumbs('')).toEqual([]);
  });
  it('makes a child folder path, one level only', () => {
    expect(childPath('/Permian', ' New Pad ')).toBe('/Permian/New Pad');
    expect(childPath(null, 'Top')).toBe('/Top');
    expect(childPath('/A', 'x/y')).toBe('/A/x y');
    expect(childPath('/A', '  ')).toBe('/A');
  });
});

describe('buildFolderTree', () => {
  const tree = buildFolderTree([
    '/Permian/North/Pad B',
    '/Permian/North/Pad A',
    '/Permian/North/Pad A',
    '/Permian/North',
    '/Bench',
    null,
    '',
    '/Pad 10',
    '/Pad 9',
  ]);
  it('nests folders, sorted naturally, counting devices below each', () => {
    expect(tree.map((n) => n.name)).toEqual(['Bench', 'Pad 9', 'Pad 10', 'Permian']);
    const permian = tree.find((n) => n.name === 'Permian')!;
    expect(permian.deviceCount).toBe(4);
    expect(permian.children.map((n) => [n.path, n.deviceCount])).toEqual([['/Permian/North', 4]]);
    expect(permian.children[0]!.children.map((n) => [n.name, n.deviceCount])).toEqual([
      ['Pad A', 2],
      ['Pad B', 1],
    ]);
  });
  it('lists every folder parents first', () => {
    expect(folderPaths(tree)).toEqual([
      '/Bench',
      '/Pad 9',
      '/Pad 10',
      '/Permian',
      '/Permian/North',
      '/Permian/North/Pad A',
      '/Permian/North/Pad B',
    ]);
  });
});
