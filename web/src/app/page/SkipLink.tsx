import type { MouseEvent, RefObject } from 'react';
import classes from './skipLink.module.css';

export const SKIP_LINK_TEXT = 'Skip to main content';
/** The shell's `<main>`, the skip link's target. */
export const MAIN_ID = 'main-content';

/**
 * The shell's first focusable element: keyboard users jump over the top bar and sidebar to the page. The address is
 * the router's (hash routes), so following `#main` would leave the page; the click moves focus to the main region
 * instead and the href is only what a link must have.
 */
export function SkipLink({ target }: { target: RefObject<HTMLElement | null> }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    target.current?.focus();
  };
  return (
    <a className={classes.skipLink} href={`#${MAIN_ID}`} onClick={skip}>
      {SKIP_LINK_TEXT}
    </a>
  );
}
