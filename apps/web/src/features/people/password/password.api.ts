import { passwordLinkStateSchema, tokenResponseSchema, type ChangePassword, type SetPasswordWithLink } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { setAccessToken } from '../../../shared/auth-session.ts';
import { notifySuccess } from '../../../shared/feedback.ts';
import { http } from '../../../shared/http-client.ts';

/** The password calls (server platform/auth/password.routes.ts) and their query keys. */
export const passwordKeys = {
  all: ['people', 'password'] as const,
  link: (token: string) => [...passwordKeys.all, 'link', token] as const,
};

/**
 * Whose account a one-time link is for, or why it no longer works. The token goes in the body, as
 * the server asks, so no API address (and no log of one) carries it. Not asked again while the
 * page is open: a check after the page has used the link would only say 'used'.
 */
export const usePasswordLinkState = (token: string) =>
  useQuery({
    queryKey: passwordKeys.link(token),
    queryFn: ({ signal }) => http.post('/auth/password-link/state', passwordLinkStateSchema, { token }, { signal }),
    enabled: token !== '',
    staleTime: Infinity,
  });

/**
 * Uses the link: the server sets the password and answers a session, so the person is signed in
 * and goes home. All of it here, as the identity simulator's swap does (shell.api.ts): the page
 * unmounts on the way home, and a caller's callbacks would not run. The cache is reset after, since
 * anything in it belonged to whoever used this browser before.
 */
export function useSetPasswordWithLink() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (body: SetPasswordWithLink) => http.post('/auth/password-link', tokenResponseSchema, body, { noRefresh: true }),
    onSuccess: async (token) => {
      setAccessToken(token.accessToken);
      await navigate('/', { replace: true });
      notifySuccess(t('people.password.set.done'));
      await client.resetQueries();
    },
  });
}

/** The signed-in user's change of their own password; their other sessions end on the server. */
export const useChangePassword = () =>
  useMutation({ mutationFn: (body: ChangePassword) => http.post('/auth/password', z.null(), body) });
