import { IconEye } from '@tabler/icons-react';
import classes from '../../ui/cards/cards.module.css';
import { DIRECTORY_TEXTS } from './texts';

/** Stands in for the devices of a folder that have no readings yet, until the user asks to see them. */
export function ViewAllCard({ hidden, onReveal }: { hidden: number; onReveal: () => void }) {
  return (
    <button
      type="button"
      className={classes.viewAll}
      onClick={onReveal}
      aria-label={`${DIRECTORY_TEXTS.viewAll} (${hidden} more without readings)`}
    >
      <IconEye size={18} aria-hidden style={{ marginRight: 6 }} />
      {DIRECTORY_TEXTS.viewAll} ({hidden})
    </button>
  );
}
