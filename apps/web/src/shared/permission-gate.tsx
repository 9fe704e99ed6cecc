import type { Action, UserInfo } from '@portal/contracts';
import type { ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router';
import { useOptionalUser } from './current-user.tsx';

/**
 * The actions the user holds on a page: the '*' entry plus every entry whose route pattern
 * (`/news/details/:id`) matches the path. The server enforces the same table; this only hides.
 */
export function permittedActions(user: UserInfo | null, pathname: string): Set<Action> {
  const out = new Set<Action>();
  if (!user) return out;
  for (const [pattern, granted] of Object.entries(user.permissions)) {
    if (pattern === '*' || matchPath({ path: pattern, end: true }, pathname)) {
      for (const action of granted) out.add(action);
    }
  }
  return out;
}

/** Whether the user may perform `action` on the current page (or on `page` when given). */
export function usePermission(action: Action, page?: string): boolean {
  const user = useOptionalUser();
  const { pathname } = useLocation();
  return permittedActions(user, page ?? pathname).has(action);
}

interface PermissionGateProps {
  action: Action;
  /** A path to check instead of the current one, e.g. the list page from a detail page. */
  page?: string;
  fallback?: ReactNode;
  children: ReactNode;
}

/** Renders its children only when the action is permitted (selection.md §2.2, element rule). */
export function PermissionGate({ action, page, fallback = null, children }: PermissionGateProps) {
  return usePermission(action, page) ? children : fallback;
}
