import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';

const accounts = ['mba01', 'emba01', 'benyan01', 'grad01', 'phd01', 'teacher01', 'teacher02', 'teacher03', 'teacher04', 'courseadmin'];

/** Four wrong passwords on each of ten accounts (forty in all, none over the account limit), each claiming another client address. */
async function spoofedAttempts(t: TestApp, remoteAddress: string): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < 40; i += 1) {
    const res = await t.app.inject({
      method: 'POST', url: '/api/auth/login', remoteAddress,
      headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      payload: { username: accounts[i % accounts.length], password: 'wrong' },
    });
    codes.push(res.statusCode);
  }
  return codes;
}

const attempt = (t: TestApp, username: string, password: string, remoteAddress = '192.0.2.10') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { username, password } });

describe('login limit without a configured proxy', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => { await t.close(); });

  it('ignores X-Forwarded-For, so a client cannot pick a fresh address per guess', async () => {
    const codes = await spoofedAttempts(t, '203.0.113.7');
    const cap = t.config.LOGIN_ADDRESS_LIMIT;
    expect(codes.slice(0, cap).every((c) => c === 200)).toBe(true);
    expect(codes.slice(cap)).toEqual(Array(40 - cap).fill(429));
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
    expect(codes.filter((c) => c === 429).length).toBe(40 - t.config.LOGIN_ADDRESS_LIMIT);
  });
});

// One app for these: each test keeps to accounts and addresses of its own.
describe('login limit per account and per address', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => { await t.close(); });

  it('counts an account once whether its username or its e-mail is typed', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const login = i % 2 === 0 ? 'admin' : 'ADMIN@example.edu.cn';
      // From a new address each time: the account limit holds whatever the address.
      codes.push((await attempt(t, login, 'wrong', `192.0.2.${i + 1}`)).statusCode);
    }
    const limit = t.config.LOGIN_RATE_LIMIT;
    expect(codes.slice(0, limit).every((c) => c === 200)).toBe(true);
    expect(codes.slice(limit)).toEqual(Array(12 - limit).fill(429));
    const right = await attempt(t, 'admin@example.edu.cn', 'portal-demo', '192.0.2.99');
    expect(right.json()).toMatchObject({ statusCode: 429, message: '90002' });
  });

  it('signs in by e-mail as by username', async () => {
    const res = await attempt(t, 'Reviewer01@Example.edu.cn', 'portal-demo', '192.0.2.50');
    expect(res.json().statusCode, res.body).toBe(200);
  });

  it('caps the failures of one address over many accounts (ten accounts × ten passwords)', async () => {
    const codes: number[] = [];
    for (const username of accounts) for (let p = 0; p < 10; p += 1) codes.push((await attempt(t, username, `guess-${p}`, '192.0.2.60')).statusCode);
    const cap = t.config.LOGIN_ADDRESS_LIMIT;
    expect(codes.slice(0, cap).every((c) => c === 200)).toBe(true);
    expect(codes.slice(cap).every((c) => c === 429)).toBe(true);
  });

  it('does not count successful sign-ins against the address (a lab behind one address)', async () => {
    const lab = ['newsadmin', 'surveyadmin', 'eduadmin', 'careeradmin', 'counsellor01', 'counsellor02', 'canteen01', 'selectionadmin', 'mentor01', 'mobilityadmin'];
    for (const username of lab) expect((await attempt(t, username, 'portal-demo', '192.0.2.70')).json().statusCode).toBe(200);
    const codes: number[] = [];
    for (let i = 0; i < t.config.LOGIN_ADDRESS_LIMIT; i += 1) codes.push((await attempt(t, lab[i % lab.length]!, 'wrong', '192.0.2.70')).statusCode);
    expect(codes.every((c) => c === 200)).toBe(true);
    expect((await attempt(t, 'reviewer01', 'wrong', '192.0.2.70')).statusCode).toBe(429);
  });

  it('holds at the limit under parallel attempts (the count and the insert are one step)', async () => {
    const codes = (await Promise.all(Array.from({ length: 25 }, (_, i) => attempt(t, 'nobody-in-parallel', 'wrong', `198.18.0.${i + 1}`)))).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200).length).toBe(t.config.LOGIN_RATE_LIMIT);
    expect(codes.filter((c) => c === 429).length).toBe(25 - t.config.LOGIN_RATE_LIMIT);
  });

  it('holds on every instance: a limit reached on one refuses on the other', async () => {
    const second = await buildApp(t.config, t.db, { listen: t.listen });
    try {
      for (let i = 0; i < t.config.LOGIN_RATE_LIMIT; i += 1) expect((await attempt(t, 'studentaffairs', 'wrong', `198.51.100.${i + 1}`)).statusCode).toBe(200);
      const onOther = await second.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '198.51.100.77', payload: { username: 'studentaffairs', password: 'portal-demo' } });
      expect(onOther.statusCode).toBe(429);
      expect(onOther.json()).toMatchObject({ statusCode: 429, message: '90002' });
    } finally {
      await second.app.close();
    }
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
