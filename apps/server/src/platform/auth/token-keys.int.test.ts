import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { purposeKey, purposeKeys } from '../secrets.ts';
import { ACCESS_AUDIENCE } from './access-token.ts';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

const secret = () => t.config.JWT_SECRET!;
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
const info = (token: string) => t.app.inject({ method: 'GET', url: '/api/User/info', headers: bearer(token) });

/** The claims of a real sign-in, signed again with the given key and audience. */
async function resigned(token: string, key: Uint8Array, audience: string | null): Promise<string> {
  const { sub, sid, roles, adm } = claimsOf(token);
  const jwt = new SignJWT({ sid, roles, adm }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(sub)).setIssuedAt().setExpirationTime('5m');
  return (audience ? jwt.setAudience(audience) : jwt).sign(key);
}

describe('one key per purpose', () => {
  it('derives different keys for access tokens, cookies and file links', () => {
    const keys = purposeKeys(secret());
    const hex = [keys.accessToken, keys.cookie, keys.fileUrl].map((k) => k.toString('hex'));
    expect(new Set(hex).size).toBe(3);
    expect(hex).not.toContain(Buffer.from(secret()).toString('hex'));
    expect(purposeKey(secret(), 'cookie').equals(keys.cookie)).toBe(true);
  });

  it('puts the audience in access tokens', async () => {
    const { token } = await t.login('mba01');
    expect(claimsOf(token).aud).toBe(ACCESS_AUDIENCE);
  });

  it('accepts a token signed with the access key for the portal audience', async () => {
    const { token } = await t.login('mba01');
    const again = await resigned(token, purposeKey(secret(), 'access-token'), ACCESS_AUDIENCE);
    expect((await info(again)).statusCode).toBe(200);
  });

  it.each([
    ['the cookie key', () => purposeKey(secret(), 'cookie'), ACCESS_AUDIENCE],
    ['the file-link key', () => purposeKey(secret(), 'file-url'), ACCESS_AUDIENCE],
    ['the raw secret', () => new TextEncoder().encode(secret()), ACCESS_AUDIENCE],
    ['the access key but no audience', () => purposeKey(secret(), 'access-token'), null],
    ['the access key but another audience', () => purposeKey(secret(), 'access-token'), 'other-service'],
  ] as const)('refuses a token signed with %s', async (_, key, audience) => {
    const { token } = await t.login('mba01');
    const res = await info(await resigned(token, key(), audience));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: '90035' });
  });

  it('refuses a file link signed with the raw secret', async () => {
    const { token } = await t.login('courseadmin');
    const made = await t.app.inject({ method: 'GET', url: '/api/admin/bidding/course-template', headers: bearer(token) });
    const link = new URL(made.json().data.fileUrl as string, 'http://x');
    expect((await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })).statusCode).toBe(200);
    const [, kind, id] = link.pathname.split('/');
    const exp = link.searchParams.get('exp');
    const forged = createHmac('sha256', secret()).update(`${kind}:${id}:${exp}`).digest('base64url');
    link.searchParams.set('sig', forged);
    expect((await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })).statusCode).toBe(403);
  });
});
