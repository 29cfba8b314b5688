import { createHashRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '../layout/AppLayout';
import { ROUTES } from './routeTable';
import { RouteScreen } from './RouteScreen';

const children: RouteObject[] = [
  ...ROUTES.map((route) => ({ path: route.path, element: <RouteScreen route={route} />, handle: route })),
  { path: '*', element: <Navigate to="/" replace /> },
];

export const router = createHashRouter([{ element: <AppLayout />, children }]);
