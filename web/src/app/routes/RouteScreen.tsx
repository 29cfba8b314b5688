import { Navigate, useLocation, useParams } from 'react-router';
import { capabilitiesOf, routeRedirect } from '@fieldwatch/domain';
import { roleFlagsOf, useMe } from '../auth/MeContext';
import { useDirectoryView } from '../state/directoryStore';
import type { AppRoute } from './routeTable';

const NUMERIC = /^\d+$/;

/** routeRedirect compares literal paths, so '/alerts/' must read as '/alerts'. */
function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function RouteScreen({ route }: { route: AppRoute }) {
  const params = useParams();
  const { pathname } = useLocation();
  const me = useMe();
  const { companyID } = useDirectoryView();

  if (route.numeric?.some((name) => !NUMERIC.test(params[name] ?? ''))) return <Navigate to="/" replace />;

  const target = routeRedirect(normalizePath(pathname), capabilitiesOf(roleFlagsOf(me)), {
    isSuperUser: me.isSuperUser === true,
    hasSelectedCompany: companyID !== null,
  });
  if (target !== null && target !== normalizePath(pathname)) return <Navigate to={target} replace />;

  const Screen = route.screen;
  return <Screen />;
}
