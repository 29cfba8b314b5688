import type { ReactNode } from 'react';
import classes from './cards.module.css';

/** The responsive grid cards sit in: as many 260 px columns as fit, one on a phone. */
export function DeviceCardGrid({ children }: { children: ReactNode }) {
  return <div className={classes.grid}>{children}</div>;
}
