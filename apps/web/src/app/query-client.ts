import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { setAccessToken } from '../shared/auth-session.ts';
import { notifyError } from '../shared/feedback.ts';
import { PortalError, UnauthenticatedError } from '../shared/http-errors.ts';

/** Query `meta` flags read by the global error handlers below. */
export interface PortalQueryMeta extends Record<string, unknown> {
  /** The screen presents this query's errors itself (the route guard does for the user). */
  ownErrors?: boolean;
}

function onUnhandled(error: unknown, meta: PortalQueryMeta | undefined): void {
  if (error instanceof UnauthenticatedError) {
    // The refresh cookie is gone too: dropping the token makes the route guard ask to sign in.
    setAccessToken(null);
    return;
  }
  if (meta?.ownErrors) return;
  notifyError(error);
}

/**
 * Queries show their failures once, globally; a screen that presents an error itself sets
 * `meta.ownErrors`. Mutations always handle their errors on the screen, where the wording differs
 * ('Operation failed', warnings, inline alerts), except for the sign-in case above.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onUnhandled(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (error instanceof UnauthenticatedError) setAccessToken(null);
      },
    }),
    defaultOptions: {
      queries: {
        // The client already retried a 401 through the refresh; a business answer will not change.
        retry: (count, error) => !(error instanceof PortalError) && count < 1,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
}
