import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** The attendance pages of teaching records (FEATURES §2.3). */
export const attendanceRoutes: RouteObject[] = [];

/** Icons its home-menu entries name. */
export const attendanceIcons: Record<string, ComponentType> = {};
