import { createBrowserRouter, Navigate } from 'react-router';
import { biddingRoutes } from '../features/bidding/routes.tsx';
import { publicShellRoutes, shellRoutes } from '../features/shell/routes.tsx';
import { surveyRoutes } from '../features/surveys/routes.tsx';
import { AppLayout, PublicLayout } from './app-layout.tsx';

/**
 * The route table (selection.md §2.1). Features contribute their routes; unknown paths go to
 * /404. Later features add their arrays to the guarded children.
 */
export const router = createBrowserRouter([
  { path: '/', element: <AppLayout />, children: [...shellRoutes, ...biddingRoutes, ...surveyRoutes] },
  { element: <PublicLayout />, children: [...publicShellRoutes] },
  { path: '*', element: <Navigate to="/404" replace /> },
]);
