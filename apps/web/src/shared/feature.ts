import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * One domain of the web app, as the app sees it. `app/features.ts` lists them; the router and the
 * home menu's icon map are built from that list, so adding a domain is one folder plus one line.
 */
export interface FeatureDescriptor {
  /** The domain's name: its folder under features/ and its i18n file under i18n/<lang>/. */
  name: string;
  /** Pages behind the route guard. */
  routes: RouteObject[];
  /** Pages reachable without a user (sign-in, error pages). */
  publicRoutes?: RouteObject[];
  /** The icons its home-menu entries name (the server's module descriptor gives the names). */
  icons?: Record<string, ComponentType>;
  /**
   * Loads the feature's texts in both languages; the router runs it before any of the feature's
   * pages renders, so the first visit (sign-in, home) does not carry every screen's strings.
   * Omitted for texts that are always loaded (common, shell).
   */
  loadTexts?: () => Promise<unknown>;
}
