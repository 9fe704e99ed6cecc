import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** The lectures pages of teaching records (FEATURES §2.3). */
export const lecturesRoutes: RouteObject[] = [];

/** Icons its home-menu entries name. */
export const lecturesIcons: Record<string, ComponentType> = {};
