import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** The training pages of teaching records (FEATURES §2.3). */
export const trainingRoutes: RouteObject[] = [];

/** Icons its home-menu entries name. */
export const trainingIcons: Record<string, ComponentType> = {};
