import { useSyncExternalStore } from 'react';

/**
 * Whether the acting user is being swapped (an administrator starting or leaving a simulation).
 * While it is, the layout mounts no page: the page being left must unmount before the token
 * changes, or its queries are asked again as the new user and refused. Navigating alone does not
 * unmount it: the next page loads lazily, and React keeps a suspended page mounted, only hidden.
 */
let swapping = false;
const listeners = new Set<() => void>();

export function setIdentitySwapping(value: boolean): void {
  swapping = value;
  for (const l of listeners) l();
}

export function useIdentitySwapping(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => swapping,
  );
}
