import { IconChevronDown, IconChevronRight, IconFolder, IconFolderOpen } from '@tabler/icons-react';
import type { FolderNode } from '@fieldwatch/domain';
import classes from './folderTree.module.css';

export interface FolderTreeNodeProps {
  node: FolderNode;
  /** Top-level folders show their leading slash ('/Permian'), nested ones just their name. */
  topLevel: boolean;
  isOpen: (node: FolderNode) => boolean;
  isActive: (node: FolderNode) => boolean;
  onToggle: (node: FolderNode) => void;
  onSelect: (node: FolderNode) => void;
}

export function FolderTreeNode({ node, topLevel, isOpen, isActive, onToggle, onSelect }: FolderTreeNodeProps) {
  const open = isOpen(node);
  const active = isActive(node);
  const label = topLevel ? node.path : node.name;
  const hasChildren = node.children.length > 0;
  const FolderIcon = open && hasChildren ? IconFolderOpen : IconFolder;
  return (
    <li>
      <div className={classes.row}>
        {hasChildren ? (
          <button
            type="button"
            className={classes.toggle}
            aria-expanded={open}
            aria-label={`${open ? 'Collapse' : 'Expand'} ${label}`}
            onClick={() => onToggle(node)}
          >
            {open ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
          </button>
        ) : (
          <span className={classes.spacer} />
        )}
        <button
          type="button"
          className={classes.folder}
          aria-current={active ? 'true' : undefined}
          title={`${node.path} (${node.deviceCount})`}
          onClick={() => onSelect(node)}
        >
          <FolderIcon size={16} aria-hidden />
          <span className={classes.name}>{label}</span>
          <span className={classes.count} aria-hidden>
            {node.deviceCount}
          </span>
        </button>
      </div>
      {open && hasChildren && (
        <ul className={classes.list}>
          {node.children.map((child) => (
            <FolderTreeNode
              key={child.path}
              node={child}
              topLevel={false}
              isOpen={isOpen}
              isActive={isActive}
              onToggle={onToggle}
              onSelect={onSelect}
            />
          ))}
        </ul>
      )}
    </li>
  );
}
