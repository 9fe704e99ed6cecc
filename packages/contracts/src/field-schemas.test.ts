import { describe, expect, it } from 'vitest';
import { dateSchema, dateTimeSchema, httpUrlSchema, idInputSchema, idSchema, idTextSchema } from './field-schemas.ts';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, v: unknown) => schema.safeParse(v).success;

describe('ids', () => {
  it('takes a positive int4 in a body and refuses one beyond 32 bits', () => {
    expect(ok(idSchema, 2_147_483_647)).toBe(true);
    expect(ok(idSchema, 2_147_483_648)).toBe(false);
    expect(ok(idSchema, 0)).toBe(false);
    expect(ok(idSchema, 1.5)).toBe(false);
  });

  it.each(['0x1', '1e0', '+1', ' 1', '1 ', '-1', '0', '1.0', '', '2147483648', '99999999999'])('refuses %j from a path or query string', (v) => {
    expect(ok(idTextSchema, v)).toBe(false);
  });

  it('reads decimal digits as the id', () => {
    expect(idTextSchema.parse('42')).toBe(42);
    expect(idTextSchema.parse('2147483647')).toBe(2_147_483_647);
    expect(idInputSchema.parse('7')).toBe(7);
    expect(idInputSchema.parse(7)).toBe(7);
    expect(ok(idInputSchema, '0x7')).toBe(false);
  });
});

describe('dates', () => {
  it.each([
    '2026-02-30T00:00:00+08:00', '2025-02-29T00:00:00Z', '0000-01-01T00:00:00Z', '1899-12-31T00:00:00Z',
    '3000-01-01T00:00:00Z', '2026-01-01T00:00:00+23:59', '2026-13-01T00:00:00Z', 'tomorrow',
  ])('refuses %s, which PostgreSQL cannot hold or no one means', (v) => {
    expect(ok(dateTimeSchema, v)).toBe(false);
  });

  it.each(['2024-02-29T10:00:00.123Z', '2026-09-01T08:00:00+08:00', '2026-09-01T08:00:00-12:00'])('takes %s', (v) => {
    expect(ok(dateTimeSchema, v)).toBe(true);
  });

  it('checks calendar dates the same way', () => {
    expect(ok(dateSchema, '2026-02-30')).toBe(false);
    expect(ok(dateSchema, '2024-02-29')).toBe(true);
    expect(ok(dateSchema, '3000-01-01')).toBe(false);
  });
});

describe('links', () => {
  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'file:///etc/passwd', 'ftp://example.com/a', 'vbscript:x', 'not a url'])('refuses %s', (v) => {
    expect(ok(httpUrlSchema, v)).toBe(false);
  });

  it('takes http and https links, trimmed', () => {
    expect(httpUrlSchema.parse(' https://www.example.edu.cn/a?b=1 ')).toBe('https://www.example.edu.cn/a?b=1');
    expect(ok(httpUrlSchema, 'http://example.com')).toBe(true);
  });
});
