import { Link } from 'react-router';
import { fullName } from '../auth/fullName';
import { useSession } from '../auth/MeContext';
import classes from './layout.module.css';

export function UserLink() {
  const { me, actingUser } = useSession();
  const name = fullName(me) || me.email || 'Account';
  const label = actingUser === null ? name : `${fullName(actingUser)} as ${name}`;
  return (
    <Link to="/account" className={classes.userLink} title={label}>
      {label}
    </Link>
  );
}
