import type { MouseEvent } from 'react';
import { IconAntenna } from '@tabler/icons-react';
import { BRAND } from '../brand';
import classes from './layout.module.css';

/** Spec 1 §2: the logo reloads the app at home, which also drops in-memory view settings. */
const reloadHome = (event: MouseEvent) => {
  event.preventDefault();
  window.location.hash = '#/';
  window.location.reload();
};

export function Logo() {
  return (
    <a href="#/" className={classes.logo} onClick={reloadHome}>
      <IconAntenna size={24} stroke={2} aria-hidden />
      {BRAND.productName}
    </a>
  );
}
