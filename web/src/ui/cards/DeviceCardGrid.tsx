import type { CSSProperties, ReactNode } from 'react';
import { CARD_GAP, CARD_MIN_WIDTH } from './cardGridSize';
import classes from './cards.module.css';

// The sizes are given from TypeScript so the sidebar's default width can leave room for two columns of them.
const SIZES = { '--card-min-width': `${CARD_MIN_WIDTH}px`, '--card-gap': `${CARD_GAP}px` } as CSSProperties;

/** The responsive grid cards sit in: as many 260 px columns as fit, one on a phone. */
export function DeviceCardGrid({ children }: { children: ReactNode }) {
  return (
    <div className={classes.grid} style={SIZES}>
      {children}
    </div>
  );
}
