import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';

/** Thirty wrong passwords for one account, each claiming another client address. */
async function spoofedAttempts(t: TestApp, remoteAddress: string): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < 30; i += 1) {
    const res = await t.app.inject({
      method: 'POST', url: '/api/auth/login', remoteAddress,
      headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      payload: { username: 'benyan01', password: 'wrong' },
    });
    codes.push(res.statusCode);
  }
  return codes;
}

describe('login limit without a configured proxy', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => { await t.close(); });

  it('ignores X-Forwarded-For, so a client cannot pick a fresh address per guess', async () => {
    const codes = await spoofedAttempts(t, '203.0.113.7');
    expect(codes.slice(0, t.config.LOGIN_RATE_LIMIT).every((c) => c === 200)).toBe(true);
    expect(codes.slice(t.config.LOGIN_RATE_LIMIT)).toEqual(Array(30 - t.config.LOGIN_RATE_LIMIT).fill(429));
  });
});

describe('login limit behind a configured proxy', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }); });
  afterAll(async () => { await t.close(); });

  it('keys on the client address the trusted proxy forwards', async () => {
    const codes = await spoofedAttempts(t, '10.1.2.3');
    expect(codes.filter((c) => c === 429)).toEqual([]);
  });

  it('still ignores X-Forwarded-For from an address that is not a listed proxy', async () => {
    const codes = await spoofedAttempts(t, '203.0.113.8');
    expect(codes.filter((c) => c === 429).length).toBe(30 - t.config.LOGIN_RATE_LIMIT);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and takes a list of addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.1 , 192.168.0.0/16' }).TRUST_PROXY).toEqual(['10.0.0.1', '192.168.0.0/16']);
  });

  it('refuses to trust every client or a hop count', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
  });
});
