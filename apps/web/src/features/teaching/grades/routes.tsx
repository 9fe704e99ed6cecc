import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** The grades pages of teaching records (FEATURES §2.3). */
export const gradesRoutes: RouteObject[] = [];

/** Icons its home-menu entries name. */
export const gradesIcons: Record<string, ComponentType> = {};
