import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** The timetable pages of teaching records (FEATURES §2.3). */
export const timetableRoutes: RouteObject[] = [];

/** Icons its home-menu entries name. */
export const timetableIcons: Record<string, ComponentType> = {};
