import { Link } from 'react-router';
import classes from './layout.module.css';

export function TabLink({ to, active, children }: { to: string; active: boolean; children: string }) {
  return (
    <Link to={to} className={classes.tab} aria-current={active ? 'page' : undefined}>
      {children}
    </Link>
  );
}
