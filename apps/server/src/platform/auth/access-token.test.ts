import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessTokens } from './access-token.ts';

const key = new TextEncoder().encode('a-test-access-key-a-test-access-key-0000');
const ctx = { userId: 7, actorId: null, sid: '00000000-0000-4000-8000-000000000001', roles: ['student'], isAdmin: false };

afterEach(() => { vi.useRealTimers(); });

describe('AccessTokens.verify', () => {
  it('refuses a token that expired after it was first verified (the repeat is remembered, not trusted)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = new AccessTokens(key, 60);
    const token = await tokens.sign(ctx);
    expect(tokens.verify(token)).toMatchObject({ userId: 7, sid: ctx.sid, roles: ['student'] });
    expect(tokens.verify(token)).toMatchObject({ userId: 7 });
    vi.setSystemTime(Date.now() + 61_000);
    expect(tokens.verify(token)).toBeNull();
  });

  it('refuses a forged signature even when the genuine token was verified', async () => {
    const tokens = new AccessTokens(key, 60);
    const token = await tokens.sign(ctx);
    expect(tokens.verify(token)).not.toBeNull();
    const [head, body] = token.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), adm: true })).toString('base64url');
    expect(tokens.verify(`${head}.${forgedBody}.${token.split('.')[2]}`)).toBeNull();
    expect(tokens.verify(`${token.slice(0, -2)}xx`)).toBeNull();
  });

  it('hands out a context no caller can change for the next request', async () => {
    const tokens = new AccessTokens(key, 60);
    const token = await tokens.sign(ctx);
    const first = tokens.verify(token)!;
    expect(() => { (first as { isAdmin: boolean }).isAdmin = true; }).toThrow();
    expect(() => { first.roles.push('admin'); }).toThrow();
    expect(tokens.verify(token)!.isAdmin).toBe(false);
  });
});
