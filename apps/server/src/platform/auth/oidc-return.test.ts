import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './oidc.routes.ts';

describe('safeReturnTo', () => {
  it.each(['/', '/news/list', '/news/details/3?from=home#top', '/education/optional/plane'])('keeps the same-site path %s', (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });

  it.each([
    [undefined],
    [''],
    ['/code'],
    ['/code?x'],
    ['/code?code=abc&state=def'],
    ['//evil.com'],
    ['//evil.com/news/list'],
    ['https://evil'],
    ['http://evil.com/'],
    ['javascript:alert(1)'],
    ['news/list'],
    // Browsers read a backslash as a slash and drop tabs and line breaks, so these are //evil.com too.
    ['/\\evil.com'],
    ['/\\/evil.com'],
    ['/\t/evil.com'],
    ['/\n/evil.com'],
    ['/\r/evil.com'],
  ])('sends %j home', (path) => {
    expect(safeReturnTo(path)).toBe('/');
  });
});
