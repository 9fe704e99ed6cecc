import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, fromOurPages, startTestApp, type TestApp } from '../../test/harness.ts';

/**
 * Cross-site request forgery on the refresh cookie (issue 25): the cookie goes with any page's
 * request to /api/auth, so refresh and logout judge where the request came from (cookie-origin.ts).
 */
let t: TestApp;
beforeAll(async () => { t = await startTestApp({ PUBLIC_URL: 'https://portal.example.edu.cn' }); });
afterAll(async () => { await t.close(); });

const post = (url: string, cookie: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, headers: { cookie, ...headers } });
const stillSignedIn = async (cookie: string) => {
  const res = await post('/api/auth/refresh', cookie, fromOurPages);
  expect(res.json().statusCode, res.body).toBe(200);
  return cookieOf(res);
};

describe('cookie-authenticated writes from another site', () => {
  it.each([
    ['a form on another site (Origin)', { origin: 'https://evil.example.com', 'content-type': 'application/x-www-form-urlencoded' }],
    ['an opaque origin', { origin: 'null' }],
    ['a look-alike of our origin', { origin: 'https://portal.example.edu.cn.evil.example.com' }],
    ['another site, by Referer only', { referer: 'https://evil.example.com/page' }],
    ['no Origin, no Referer, no client header', {}],
  ])('refuse %s with 403 and the envelope; the cookie and the session stay', async (_what, headers) => {
    const { cookie } = await t.login('mba01');
    for (const url of ['/api/auth/logout', '/api/auth/refresh']) {
      const res = await post(url, cookie, headers);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, message: '90036', messageEn: expect.stringMatching(/another website/) });
      expect(res.cookies.find((c) => c.name === 'portal_rt')).toBeUndefined();
    }
    await stillSignedIn(cookie);
  });

  it('answers the refusal in Chinese too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { origin: 'https://evil.example.com', 'accept-language': 'zh-CN' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('90036');
  });

  it.each([
    ['PUBLIC_URL\'s origin', { origin: 'https://portal.example.edu.cn' }],
    ['the host the request was sent to', { origin: 'http://localhost:80', host: 'localhost:80' }],
    ['our page by Referer only', { referer: 'https://portal.example.edu.cn/home' }],
    ['a client without Origin that sends the client header', fromOurPages],
  ])('admit %s', async (_what, headers) => {
    const { cookie } = await t.login('mba01');
    const rotated = await post('/api/auth/refresh', cookie, headers);
    expect(rotated.json().statusCode, rotated.body).toBe(200);
    const out = await post('/api/auth/logout', cookieOf(rotated), headers);
    expect(out.json().statusCode, out.body).toBe(200);
    expect((await post('/api/auth/refresh', cookieOf(rotated), fromOurPages)).json().statusCode).toBe(717);
  });
});
