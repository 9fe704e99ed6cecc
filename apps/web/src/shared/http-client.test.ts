import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { z } from 'zod';
import { getAccessToken, setAccessToken } from './auth-session.ts';
import { clearUnavailable, showNotAuthorised, showSessionExpired, showSystemError, showUnavailable } from './feedback.ts';
import { apiUrl, http, UNAVAILABLE_RETRY_MS } from './http-client.ts';
import { BizError, NotAuthorisedError, SessionExpiredError, SystemError, UnauthenticatedError, UnavailableError } from './http-errors.ts';

// The dialogs are antd; here only whether the client asked for them matters.
vi.mock('./feedback.ts', () => ({
  showSessionExpired: vi.fn(), showNotAuthorised: vi.fn(), showSystemError: vi.fn(), showUnavailable: vi.fn(), clearUnavailable: vi.fn(),
}));

const envelope = (data: unknown, statusCode = 200, message = '', messageEn = '') => ({ statusCode, data, message, messageEn });
const reply = (body: unknown, status = 200) => {
  // The Response constructor refuses statuses above 599, which the server's 701 is.
  const res = new Response(JSON.stringify(body), { status: Math.min(status, 599), headers: { 'Content-Type': 'application/json' } });
  if (status > 599) Object.defineProperties(res, { status: { value: status }, ok: { value: false } });
  return res;
};

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
let handler: Handler;
const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(handler(String(input), init ?? {})));
const authOf = (init: RequestInit) => new Headers(init.headers).get('Authorization');

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  vi.mocked(showSessionExpired).mockClear();
  vi.mocked(showNotAuthorised).mockClear();
  vi.mocked(showSystemError).mockClear();
  vi.mocked(showUnavailable).mockClear();
  vi.mocked(clearUnavailable).mockClear();
  setAccessToken('old-token');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  setAccessToken(null);
});

describe('apiUrl', () => {
  it('puts paths under /api and skips empty query values', () => {
    expect(apiUrl('/User/info')).toBe('/api/User/info');
    expect(apiUrl('notice')).toBe('/api/notice');
    expect(apiUrl('/calendar/events', { year: 2025, x: undefined, y: null })).toBe('/api/calendar/events?year=2025');
    expect(apiUrl('/GsmFile/FileUpLoad?use=photo', { a: 'b' })).toBe('/api/GsmFile/FileUpLoad?use=photo&a=b');
  });
});

describe('http client', () => {
  it('sends the bearer token and parses data with the schema', async () => {
    handler = () => reply(envelope({ year: 2025 }));
    await expect(http.get('/x', z.object({ year: z.number() }))).resolves.toEqual({ year: 2025 });
    expect(authOf(fetchMock.mock.calls[0]?.[1] ?? {})).toBe('Bearer old-token');
  });

  it('asks for messages in the language the user chose (Accept-Language)', async () => {
    handler = () => reply(envelope(null));
    await http.get('/x', z.null());
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Accept-Language')).toBe('zh-CN');
    await i18next.init({ lng: 'en-US', resources: {} });
    await http.get('/x', z.null());
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('Accept-Language')).toBe('en-US');
    await i18next.changeLanguage('zh-CN');
  });

  it('turns a 700 code into a BizError with the catalogue text of the language', async () => {
    handler = () => reply(envelope(null, 700, '19301', 'Past the homework upload deadline'));
    const error = await http.post('/x', z.null()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BizError);
    expect((error as BizError).message).toBe('已超过作业上传截止时间');
    expect((error as BizError).textIn('en')).toBe('Past the homework upload deadline');
  });

  it('falls back to the raw message, and to messageEn in English, for unknown codes', async () => {
    handler = () => reply(envelope(null, 700, '计划已关闭', 'The plan is closed'));
    const error = (await http.get('/x', z.null()).catch((e: unknown) => e)) as BizError;
    expect(error.message).toBe('计划已关闭');
    expect(error.textIn('en')).toBe('The plan is closed');
  });

  it('fills the placeholders of a coded message from params', async () => {
    handler = () => reply({ ...envelope(null, 700, '90011', ''), params: { limit: '2 MB' } });
    const error = (await http.get('/x', z.null()).catch((e: unknown) => e)) as BizError;
    expect(error.message).toBe('文件大小不能超过 2 MB');
  });

  it('passes statusCode 1201 (history check) on as a BizError with its params, for the screen to confirm', async () => {
    const params = { courseName: '公司金融', planName: '2025-2026 秋季 MBA 选修课' };
    handler = () => reply({ ...envelope(null, 1201, '1201', 'You already passed'), params });
    const error = (await http.post('/GSMCssPlan/BidCheckHistoryCourse', z.null()).catch((e: unknown) => e)) as BizError;
    expect(error).toBeInstanceOf(BizError);
    expect(error.statusCode).toBe(1201);
    expect(error.params).toEqual(params);
    expect(error.message).toBe('您已在「2025-2026 秋季 MBA 选修课」中修过「公司金融」，确定继续投点吗？');
    expect(showSystemError).not.toHaveBeenCalled();
  });

  it('refreshes once for concurrent 401s and replays each request with the new token', async () => {
    let refreshes = 0;
    handler = async (url, init) => {
      if (url === '/api/auth/refresh') {
        refreshes += 1;
        await new Promise((r) => setTimeout(r, 10));
        return reply(envelope({ accessToken: 'new-token', expiresIn: 900 }));
      }
      return authOf(init) === 'Bearer new-token' ? reply(envelope(url)) : reply(envelope(null, 401), 401);
    };
    const results = await Promise.all([http.get('/a', z.string()), http.get('/b', z.string()), http.get('/c', z.string())]);
    expect(results).toEqual(['/api/a', '/api/b', '/api/c']);
    expect(refreshes).toBe(1);
    expect(getAccessToken()).toBe('new-token');
  });

  it('replays only once: a second 401 is given up', async () => {
    handler = (url) => (url === '/api/auth/refresh' ? reply(envelope({ accessToken: 't2', expiresIn: 900 })) : reply(envelope(null, 401), 401));
    await expect(http.get('/x', z.null())).rejects.toBeInstanceOf(UnauthenticatedError);
  });

  it('asks to reload when the refresh says the session is over', async () => {
    handler = (url) => (url === '/api/auth/refresh' ? reply(envelope(null, 717, '90034')) : reply(envelope(null, 401), 401));
    await expect(http.get('/x', z.null())).rejects.toBeInstanceOf(SessionExpiredError);
    expect(showSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('asks to reload on statusCode 717', async () => {
    handler = () => reply(envelope(null, 717, '90034'));
    await expect(http.get('/x', z.null())).rejects.toBeInstanceOf(SessionExpiredError);
    expect(showSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('shows the not-authorised dialog on HTTP 701', async () => {
    handler = () => reply(envelope(null, 701, '90033'), 701);
    await expect(http.get('/x', z.null())).rejects.toBeInstanceOf(NotAuthorisedError);
    expect(showNotAuthorised).toHaveBeenCalledTimes(1);
  });

  it('says System error for a 5xx, a network failure and an unexpected answer', async () => {
    handler = () => reply(envelope(null, 500, '90040'), 500);
    await expect(http.get('/x', z.null())).rejects.toBeInstanceOf(SystemError);
    handler = () => Promise.reject(new TypeError('network down'));
    await expect(http.get('/x', z.null())).rejects.toBeInstanceOf(SystemError);
    // The client logs the mismatch for developers; keep the test output quiet.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    handler = () => reply(envelope({ wrong: true }));
    await expect(http.get('/x', z.object({ right: z.string() }))).rejects.toBeInstanceOf(SystemError);
    expect(showSystemError).toHaveBeenCalledTimes(3);
  });

  it('passes a coded 403 on as a BizError the screen can show', async () => {
    handler = () => reply(envelope(null, 403, '90007', 'You are not allowed to do this'), 403);
    const error = (await http.put('/x', z.null(), {}).catch((e: unknown) => e)) as BizError;
    expect(error).toBeInstanceOf(BizError);
    expect(error.httpStatus).toBe(403);
    expect(error.message).toBe('无权执行此操作');
    expect(showSystemError).not.toHaveBeenCalled();
  });

  it('uploads the file in the multipart field "file"', async () => {
    handler = (_url, init) => {
      const form = init.body as FormData;
      return reply(envelope({ name: (form.get('file') as File).name }));
    };
    const file = new File(['x'], 'a.pdf');
    await expect(http.upload('/GsmFile/FileUpLoad?use=general', file, z.object({ name: z.string() }))).resolves.toEqual({ name: 'a.pdf' });
  });

  describe('HTTP 503 (the database briefly unreachable)', () => {
    const unavailable = () => reply(envelope(null, 503, '90046', 'The service is briefly unavailable, please try again'), 503);
    beforeEach(() => { vi.useFakeTimers(); });
    afterEach(() => { vi.useRealTimers(); });

    it('tries a read again until it comes through, with one notice, closed by the answer', async () => {
      let calls = 0;
      handler = () => (++calls <= 3 ? unavailable() : reply(envelope({ n: 1 })));
      const answer = http.get('/x', z.object({ n: z.number() }));
      await vi.advanceTimersByTimeAsync(UNAVAILABLE_RETRY_MS.slice(0, 3).reduce((a, b) => a + b, 0));
      await expect(answer).resolves.toEqual({ n: 1 });
      expect(calls).toBe(4);
      expect(showUnavailable).toHaveBeenCalledWith('服务暂时不可用，请稍后重试');
      expect(clearUnavailable).toHaveBeenCalled();
      expect(showSystemError).not.toHaveBeenCalled();
    });

    it('gives a read up after the last pause, as an error already shown', async () => {
      handler = unavailable;
      const answer = http.get('/x', z.null()).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(UNAVAILABLE_RETRY_MS.reduce((a, b) => a + b, 0));
      const error = await answer;
      expect(error).toBeInstanceOf(UnavailableError);
      expect(fetchMock).toHaveBeenCalledTimes(UNAVAILABLE_RETRY_MS.length + 1);
      expect(showSystemError).not.toHaveBeenCalled();
    });

    it('never sends a write twice: the user sees the notice and decides', async () => {
      handler = unavailable;
      await expect(http.post('/x', z.null(), { a: 1 })).rejects.toBeInstanceOf(UnavailableError);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(showUnavailable).toHaveBeenCalledTimes(1);
    });

    it('stops waiting when the caller aborts (a page left)', async () => {
      handler = unavailable;
      const abort = new AbortController();
      const answer = http.get('/x', z.null(), { signal: abort.signal }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(10);
      abort.abort(new DOMException('left', 'AbortError'));
      expect(await answer).toBeInstanceOf(DOMException);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
  });
});
