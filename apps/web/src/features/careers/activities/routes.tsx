import { FlagOutlined } from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** The activities pages of careers (FEATURES §2.5); the pages check the roles, the server every call. */
export const activitiesRoutes: RouteObject[] = [];

/** Icons its home-menu entries name. */
export const activitiesIcons: Record<string, ComponentType> = { FlagOutlined };
