import { IconFolder } from '@tabler/icons-react';
import type { FolderNode } from '@fieldwatch/domain';
import classes from './folderPicker.module.css';

export function FolderPickerNode({ node, value, onPick }: { node: FolderNode; value: string | null; onPick: (path: string) => void }) {
  return (
    <li>
      <button
        type="button"
        className={classes.option}
        aria-pressed={value === node.path}
        title={node.path}
        onClick={() => onPick(node.path)}
      >
        <IconFolder size={16} aria-hidden />
        {node.name}
      </button>
      {node.children.length > 0 && (
        <ul className={classes.list}>
          {node.children.map((child) => (
            <FolderPickerNode key={child.path} node={child} value={value} onPick={onPick} />
          ))}
        </ul>
      )}
    </li>
  );
}
