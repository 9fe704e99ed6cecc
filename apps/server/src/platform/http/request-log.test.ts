import { describe, expect, it } from 'vitest';
import { requestForLog } from './request-log.ts';

describe('the request log line', () => {
  it('leaves out the secret of a calendar-feed address, whatever the case of the path', () => {
    expect(requestForLog({ method: 'GET', url: '/api/calendar/feed/abcDEF_123-xyz.ics' }).url).toBe('/api/calendar/feed/[secret]');
    expect(requestForLog({ method: 'GET', url: '/API/Calendar/Feed/abc.ics?x=1' }).url).toBe('/API/Calendar/Feed/[secret]?x=1');
  });

  it('keeps every other address as it came', () => {
    expect(requestForLog({ method: 'POST', url: '/api/calendar/feed/regenerate', ip: '127.0.0.1' })).toMatchObject({ url: '/api/calendar/feed/regenerate', remoteAddress: '127.0.0.1' });
    expect(requestForLog({ method: 'GET', url: '/api/calendar/feed' }).url).toBe('/api/calendar/feed');
    expect(requestForLog({ method: 'GET', url: '/api/notices?page=2' }).url).toBe('/api/notices?page=2');
  });
});
