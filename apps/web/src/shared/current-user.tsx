import type { UserInfo } from '@portal/contracts';
import { createContext, useContext } from 'react';

/**
 * The signed-in user, provided by the route guard once `/User/info` has answered. Shared
 * components (the permission gate) read it here instead of importing the shell feature.
 */
export const CurrentUserContext = createContext<UserInfo | null>(null);

/** The user on a guarded page; null on the public pages (sign-in, 403, 404). */
export function useOptionalUser(): UserInfo | null {
  return useContext(CurrentUserContext);
}

/** The user on a guarded page, where the guard renders nothing until the user is known. */
export function useCurrentUser(): UserInfo {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser outside the route guard');
  return user;
}
