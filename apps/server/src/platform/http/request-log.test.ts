import { describe, expect, it } from 'vitest';
import { requestForLog } from './request-log.ts';

describe('the request log line', () => {
  it('leaves out the secret of a calendar-feed address, whatever the case of the path', () => {
    expect(requestForLog({ method: 'GET', url: '/api/calendar/feed/abcDEF_123-xyz.ics' }).url).toBe('/api/calendar/feed/[secret]');
    expect(requestForLog({ method: 'GET', url: '/API/Calendar/Feed/abc.ics?x=1' }).url).toBe('/API/Calendar/Feed/[secret]?x=1');
  });

  it('leaves out the signature of a download link, wherever it stands and however it is spelt', () => {
    const id = '0b6f1a52-5c55-4b8e-9a53-4a0d7e2f7c11';
    expect(requestForLog({ method: 'GET', url: `/uploadfiles/${id}/cv.pdf?exp=1767225600&sig=AbC-123_xyz` }).url).toBe(`/uploadfiles/${id}/cv.pdf?exp=1767225600&sig=[secret]`);
    expect(requestForLog({ method: 'GET', url: `/files/${id}/a.xlsx?sig=abc&exp=1` }).url).toBe(`/files/${id}/a.xlsx?sig=[secret]&exp=1`);
    expect(requestForLog({ method: 'GET', url: `/inline/${id}/a.pdf?exp=1&SIG=abc&s%69g=def` }).url).toBe(`/inline/${id}/a.pdf?exp=1&SIG=[secret]&s%69g=[secret]`);
  });

  it("leaves out the single sign-on return's code and state", () => {
    expect(requestForLog({ method: 'GET', url: '/api/auth/oidc/callback?code=c0de&state=st4te&iss=x' }).url).toBe('/api/auth/oidc/callback?code=[secret]&state=[secret]&iss=x');
  });

  it("leaves out the token of a one-time password link's page", () => {
    expect(requestForLog({ method: 'GET', url: '/set-password?token=s3cr3t' }).url).toBe('/set-password?token=[secret]');
    expect(requestForLog({ method: 'GET', url: '/news/list?token=x' }).url).toBe('/news/list?token=x');
  });

  it('keeps every other address as it came', () => {
    expect(requestForLog({ method: 'POST', url: '/api/calendar/feed/regenerate', ip: '127.0.0.1' })).toMatchObject({ url: '/api/calendar/feed/regenerate', remoteAddress: '127.0.0.1' });
    expect(requestForLog({ method: 'GET', url: '/api/calendar/feed' }).url).toBe('/api/calendar/feed');
    expect(requestForLog({ method: 'GET', url: '/api/notices?page=2' }).url).toBe('/api/notices?page=2');
    expect(requestForLog({ method: 'GET', url: '/api/courses?code=ACC101&signature=1&x' }).url).toBe('/api/courses?code=ACC101&signature=1&x');
  });
});
