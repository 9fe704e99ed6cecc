import { authConfigSchema } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { NavigateFunction } from 'react-router';
import { shellKeys, useUserInfo } from '../features/shell/index.ts';
import { getAccessToken, onAccessTokenChange, refreshAccessToken, safeReturnPath } from '../shared/auth-session.ts';
import { CurrentUserContext } from '../shared/current-user.tsx';
import { http } from '../shared/http-client.ts';
import { BizError, NotAuthorisedError, UnauthenticatedError } from '../shared/http-errors.ts';
import { LoadingCard } from '../shared/panel.tsx';
import { useServerLanguage } from './server-language.ts';

/** The access token as React state, so the guard reacts when it is set or dropped. */
function useAccessToken(): string | null {
  const [token, setToken] = useState(getAccessToken);
  useEffect(() => onAccessTokenChange(setToken), []);
  return token;
}

/**
 * Signing in: single sign-on leaves the app for the provider (which comes back to `returnTo`),
 * local accounts go to the sign-in page.
 */
async function goToSignIn(
  wanted: string,
  navigate: NavigateFunction,
  loadConfig: () => Promise<{ sso: boolean }>,
  failText: string,
): Promise<void> {
  try {
    const config = await loadConfig();
    if (config.sso) {
      window.location.assign(`/api/auth/oidc/start?returnTo=${encodeURIComponent(wanted)}`);
      return;
    }
    await navigate(`/login?returnTo=${encodeURIComponent(wanted)}`, { replace: true });
  } catch (error) {
    const msg = error instanceof BizError ? error.message : failText;
    await navigate(`/403?msg=${encodeURIComponent(msg)}`, { replace: true });
  }
}

/**
 * Every signed-in page sits behind this (selection.md §2.2): a loading card until the user is
 * known; without a token a silent refresh through the cookie first, then the sign-in; failures
 * end on /403 with the reason.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const token = useAccessToken();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const wanted = safeReturnPath(`${location.pathname}${location.search}`);
  const user = useUserInfo(token !== null);
  // The language the user chose on any device, taken before the pages render (server-language.ts).
  const languageReady = useServerLanguage(user.data);

  useEffect(() => {
    if (token) return;
    let cancelled = false;
    void refreshAccessToken().then(async (outcome) => {
      // A successful refresh sets the token, and the listener above re-renders the guard.
      if (cancelled || outcome === 'ok') return;
      const loadConfig = () =>
        client.fetchQuery({
          queryKey: shellKeys.authConfig(),
          queryFn: () => http.get('/auth/config', authConfigSchema),
          staleTime: Infinity,
        });
      await goToSignIn(wanted, navigate, loadConfig, t('common.errors.system'));
    });
    return () => {
      cancelled = true;
    };
    // `wanted` is read once per missing token on purpose: navigating must not restart the refresh.
  }, [token]);

  useEffect(() => {
    const error = user.error;
    if (!error || error instanceof UnauthenticatedError) return;
    let msg = t('common.errors.system');
    if (error instanceof BizError) msg = error.message;
    else if (error instanceof NotAuthorisedError) msg = t('common.notAuthorised.content');
    void navigate(`/403?msg=${encodeURIComponent(msg)}`, { replace: true });
  }, [user.error, navigate, t]);

  if (!token || !user.data || !languageReady) return <LoadingCard label={t('common.verifying')} />;
  return <CurrentUserContext.Provider value={user.data}>{children}</CurrentUserContext.Provider>;
}

/**
 * The error pages (404, 403): a signed-in user keeps the shell around them (navigation, name,
 * sign-out), anyone else gets the public frame. A silent refresh is tried, but nobody is sent to
 * the sign-in page from here, and a user who cannot be loaded (the 403 of a disabled account)
 * simply gets the public frame.
 */
export function OptionalUserGuard({ children }: { children: ReactNode }) {
  const token = useAccessToken();
  const [refreshing, setRefreshing] = useState(token === null);
  const user = useUserInfo(token !== null);
  const languageReady = useServerLanguage(user.data);

  useEffect(() => {
    if (token) return;
    let cancelled = false;
    setRefreshing(true);
    void refreshAccessToken().then(() => {
      if (!cancelled) setRefreshing(false);
    });
    return () => {
      cancelled = true;
    };
  }, [token]);

  if ((token ? user.isPending : refreshing) || !languageReady) return <LoadingCard />;
  return <CurrentUserContext.Provider value={user.data ?? null}>{children}</CurrentUserContext.Provider>;
}
