import { expect, request, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { apiSignIn } from './support.ts';

interface Envelope<T> {
  statusCode: number;
  data: T;
  message: string;
}

/** The id of the account `username`, from the people list an administrator reads. */
async function personId(api: APIRequestContext, adminToken: string, username: string): Promise<number> {
  const res = await api.get('/api/people', { headers: { Authorization: `Bearer ${adminToken}` }, params: { queryText: username, pageSize: 50 } });
  const body = (await res.json()) as Envelope<{ data: { id: number; username: string }[] }>;
  expect(body.statusCode, body.message).toBe(200);
  const row = body.data.data.find((p) => p.username === username);
  expect(row, `the account ${username}`).toBeTruthy();
  return row!.id;
}

/**
 * An administrator's one-time link for `username` (POST /api/people/:id/password-link), as the
 * server answers it without SMTP: the page's path and query, on the server the tests talk to.
 * Issuing voids the person's older unused link; their password stays until the link is used.
 */
export async function issuePasswordLink(api: APIRequestContext, adminToken: string, username: string): Promise<string> {
  const id = await personId(api, adminToken, username);
  const res = await api.post(`/api/people/${id}/password-link`, { headers: { Authorization: `Bearer ${adminToken}` } });
  const body = (await res.json()) as Envelope<{ emailed: boolean; url: string | null }>;
  expect(body.statusCode, body.message).toBe(200);
  expect(body.data.emailed).toBe(false);
  const url = new URL(body.data.url!);
  expect(url.pathname).toBe('/set-password');
  return `${url.pathname}${url.search}`;
}

/**
 * The same from a request context of its own, for a page opened signed out: the administrator's
 * refresh cookie must not land in the visitor's browser context.
 */
export async function passwordLinkAsAdmin(username: string): Promise<string> {
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    return await issuePasswordLink(api, await apiSignIn(api, 'admin'), username);
  } finally {
    await api.dispose();
  }
}
