import { AuditOutlined } from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** The evaluation pages of careers (FEATURES §2.5); the pages check the roles, the server every call. */
export const evaluationRoutes: RouteObject[] = [];

/** Icons its home-menu entries name. */
export const evaluationIcons: Record<string, ComponentType> = { AuditOutlined };
