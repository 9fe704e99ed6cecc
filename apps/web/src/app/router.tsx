import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { FeatureDescriptor } from '../shared/feature.ts';
import { registerMenuIcons } from '../shared/menu-icon.tsx';
import { errorRoutes } from '../features/shell/index.ts';
import { AppLayout, ErrorLayout, PublicLayout } from './app-layout.tsx';
import { features } from './features.ts';

/**
 * A feature's pages under one pathless route whose loader brings the feature's texts, so no page
 * renders before its strings are there, and pages need not import them one by one.
 */
function withTexts(feature: FeatureDescriptor, routes: RouteObject[], side: 'app' | 'public'): RouteObject {
  const id = `${side}-${feature.name}`;
  const loadTexts = feature.loadTexts;
  return loadTexts
    ? { id, loader: async () => { await loadTexts(); return null; }, hydrateFallbackElement: null, children: routes }
    : { id, children: routes };
}

for (const f of features) registerMenuIcons(f.icons ?? {});

/** The route table (selection.md §2.1), from the features list; unknown paths go to /404. */
export const router = createBrowserRouter([
  { path: '/', element: <AppLayout />, children: features.map((f) => withTexts(f, f.routes, 'app')) },
  { element: <PublicLayout />, children: features.filter((f) => f.publicRoutes).map((f) => withTexts(f, f.publicRoutes ?? [], 'public')) },
  { element: <ErrorLayout />, children: errorRoutes },
  { path: '*', element: <Navigate to="/404" replace /> },
]);
