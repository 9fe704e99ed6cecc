import { describe, expect, it } from 'vitest';
import { normalizeWebUrl } from './positions.ts';

/** CAR-V01: the one rule for an employer's website, used by the console form and the server. */
describe('normalizeWebUrl', () => {
  it('adds http:// to a link without a scheme and keeps http and https', () => {
    expect(normalizeWebUrl('www.example.com')).toBe('http://www.example.com/');
    expect(normalizeWebUrl('  example.com/jobs?x=1 ')).toBe('http://example.com/jobs?x=1');
    expect(normalizeWebUrl('example.com:8080/a')).toBe('http://example.com:8080/a');
    expect(normalizeWebUrl('HTTPS://Example.com')).toBe('https://example.com/');
    expect(normalizeWebUrl('http://localhost:3000')).toBe('http://localhost:3000/');
  });

  it('keeps an empty link empty', () => {
    expect(normalizeWebUrl('')).toBe('');
    expect(normalizeWebUrl('   ')).toBe('');
    expect(normalizeWebUrl(null)).toBe('');
  });

  it('refuses every other scheme and links without a real host', () => {
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://example.com', 'file:///etc/passwd',
      'mailto:a@example.com', 'vbscript:msgbox', 'http://', 'not a host', 'http://intranet']) {
      expect(normalizeWebUrl(bad), bad).toBeNull();
    }
  });
});
