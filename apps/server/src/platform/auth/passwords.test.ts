import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('stores scrypt$cost$salt$hash, never the password', async () => {
    const stored = await hashPassword('portal-demo');
    expect(stored).toMatch(/^scrypt\$16384\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(stored).not.toContain('portal-demo');
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horse ', stored)).toBe(false);
    expect(await verifyPassword('Correct horse', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('handles passwords beyond ASCII', async () => {
    const stored = await hashPassword('密码🔑');
    expect(await verifyPassword('密码🔑', stored)).toBe(true);
    expect(await verifyPassword('密码', stored)).toBe(false);
  });

  it('refuses when there is no stored hash or it is malformed', async () => {
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', 'x')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$10$abc$def')).toBe(false);
  });

  it('refuses when the stored hash was tampered with', async () => {
    const stored = await hashPassword('pw');
    const [scheme, cost, salt, hash] = stored.split('$') as [string, string, string, string];
    const otherSalt = randomBytes(16).toString('base64url');
    expect(await verifyPassword('pw', [scheme, cost, otherSalt, hash].join('$'))).toBe(false);
    const shortHash = hash.slice(0, 20);
    expect(await verifyPassword('pw', [scheme, cost, salt, shortHash].join('$'))).toBe(false);
  });

  it('verifies a hash made with another cost, so the cost can change later', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('older', salt, 32, { N: 1024, r: 8, p: 1 });
    const stored = `scrypt$1024$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(await verifyPassword('older', stored)).toBe(true);
    expect(await verifyPassword('newer', stored)).toBe(false);
  });
});
