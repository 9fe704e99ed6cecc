import { ShopOutlined } from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** The recruitment pages of careers (FEATURES §2.5); the pages check the roles, the server every call. */
export const recruitmentRoutes: RouteObject[] = [];

/** Icons its home-menu entries name. */
export const recruitmentIcons: Record<string, ComponentType> = { ShopOutlined };
