import { ApartmentOutlined, TeamOutlined } from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { staffRoutes } from './staff/routes.tsx';
import { teacherRoutes } from './teacher/routes.tsx';

/** Selection's pages: each side lists its own routes (the server's home-menu test reads every routes.tsx). */
export const selectionRoutes: RouteObject[] = [...teacherRoutes, ...staffRoutes];

/** Icons its home-menu entries name. */
export const selectionIcons: Record<string, ComponentType> = { ApartmentOutlined, TeamOutlined };
