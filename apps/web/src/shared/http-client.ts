import { StatusCode } from '@portal/contracts';
import { z } from 'zod';
import { getAccessToken, refreshAccessToken, signOut } from './auth-session.ts';
import { clearUnavailable, showNotAuthorised, showSessionExpired, showSystemError, showUnavailable } from './feedback.ts';
import {
  BizError,
  NotAuthorisedError,
  SessionExpiredError,
  SystemError,
  UnauthenticatedError,
  UnavailableError,
  bizText,
} from './http-errors.ts';
import { currentLanguage, messageLang } from './language.ts';

/**
 * The one HTTP client of the web app (education.md §1, 'Shared conventions for every call'):
 * bearer token, 180 s timeout, envelope parsing, 700/717/401/701 handling. Every caller passes a
 * zod schema for `data`, so nothing from the wire reaches a screen unchecked.
 */
export const REQUEST_TIMEOUT_MS = 180_000;

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Skip the 401 refresh-and-replay (the sign-in call itself). */
  noRefresh?: boolean;
  /** Told the share of the body sent (0…1) as an upload goes: the request then goes by XMLHttpRequest, which reports it. */
  onUploadProgress?: (fraction: number) => void;
}

interface SendInit extends RequestOptions {
  path: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  form?: FormData;
}

/** The wire envelope; `params` fills the {placeholders} of a coded message. */
const wireEnvelope = z.object({
  statusCode: z.number(),
  data: z.unknown(),
  message: z.string().nullish().transform((s) => s ?? ''),
  messageEn: z.string().nullish().transform((s) => s ?? ''),
  params: z.record(z.string(), z.union([z.string(), z.number()])).nullish(),
});
type WireEnvelope = z.output<typeof wireEnvelope>;

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const base = path.startsWith('/api/') ? path : `/api${path.startsWith('/') ? '' : '/'}${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  if (!qs) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${qs}`;
}

async function fetchWithTimeout(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  return fetch(url, { ...init, signal: combined, credentials: 'same-origin' });
}

/**
 * The same request by XMLHttpRequest, whose upload reports its progress (fetch cannot), answered as
 * a Response so the envelope handling below is one for both.
 */
function xhrWithProgress(url: string, init: RequestInit, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.responseType = 'text';
    for (const [k, v] of Object.entries((init.headers ?? {}) as Record<string, string>)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => { if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total); };
    xhr.onload = () => resolve(new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status }));
    xhr.onerror = () => reject(new Error('network'));
    xhr.ontimeout = () => reject(new Error('timeout'));
    xhr.onabort = () => reject(signal?.reason ?? new Error('aborted'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

function failSystem(detail: string): never {
  showSystemError();
  throw new SystemError(detail);
}

async function readEnvelope(res: Response): Promise<WireEnvelope | null> {
  const json: unknown = await res.json().catch(() => null);
  const parsed = wireEnvelope.safeParse(json);
  return parsed.success ? parsed.data : null;
}

function bizError(env: WireEnvelope, httpStatus: number): BizError {
  return new BizError({
    statusCode: env.statusCode,
    code: env.message,
    messageEn: env.messageEn,
    params: env.params ?? undefined,
    data: env.data,
    httpStatus,
    lang: messageLang(),
  });
}

const isCatalogueCode = (s: string) => /^-?\d+$/.test(s);

/**
 * The pauses before each new try of a read that met HTTP 503 (the database restarting): about half a
 * minute in all, longer than a restart takes. A write is never tried again by the client: the user
 * sees the notice and decides.
 */
export const UNAVAILABLE_RETRY_MS = [1000, 2000, 3000, 5000, 5000, 5000, 5000, 5000] as const;

const pause = (ms: number, signal?: AbortSignal) => new Promise<void>((resolve, reject) => {
  const timer = setTimeout(resolve, ms);
  signal?.addEventListener('abort', () => { clearTimeout(timer); reject(signal.reason); }, { once: true });
});

async function send(init: SendInit, replayed = false, unavailableTries = 0): Promise<unknown> {
  // The server words its validation messages in the language the user chose, not the browser's.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (init.form) body = init.form;
  else if (init.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.body);
  }

  let res: Response;
  try {
    const url = apiUrl(init.path, init.query);
    res = init.onUploadProgress
      ? await xhrWithProgress(url, { method: init.method, headers, body }, init.onUploadProgress, init.signal)
      : await fetchWithTimeout(url, { method: init.method, headers, body }, init.signal);
  } catch (error) {
    // A caller's own abort (a query cancelled on unmount) is not a failure to report.
    if (init.signal?.aborted) throw error;
    return failSystem(error instanceof Error ? error.message : 'network');
  }

  if (res.status === 401) {
    if (init.noRefresh || replayed) throw new UnauthenticatedError();
    const outcome = await refreshAccessToken();
    if (outcome === 'ok') return send(init, true);
    if (outcome === 'expired' && token) {
      // A session that existed has ended: ask to reload, as for 717.
      showSessionExpired();
      throw new SessionExpiredError();
    }
    throw new UnauthenticatedError();
  }
  if (res.status === 701) {
    showNotAuthorised(() => void signOut());
    throw new NotAuthorisedError();
  }

  const env = await readEnvelope(res);
  if (res.status === 503) {
    showUnavailable(bizText('90046', env?.messageEn ?? '', messageLang()));
    const wait = UNAVAILABLE_RETRY_MS[unavailableTries];
    if (init.method === 'GET' && wait !== undefined) {
      await pause(wait, init.signal);
      return send(init, replayed, unavailableTries + 1);
    }
    throw new UnavailableError();
  }
  clearUnavailable();
  if (!env) return failSystem(`HTTP ${res.status}: no envelope`);
  if (!res.ok) {
    // A coded refusal (403 another user's data, 429 too many sign-ins) is something the user can
    // act on, so it travels as a BizError; anything else is the generic 'System error'.
    if (res.status < 500 && isCatalogueCode(env.message)) throw bizError(env, res.status);
    return failSystem(`HTTP ${res.status}`);
  }
  if (env.statusCode === StatusCode.ok) return env.data;
  if (env.statusCode === StatusCode.sessionExpired) {
    showSessionExpired();
    throw new SessionExpiredError();
  }
  throw bizError(env, res.status);
}

async function request<S extends z.ZodType>(path: string, schema: S, init: Omit<SendInit, 'path'>): Promise<z.output<S>> {
  const data = await send({ ...init, path });
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${path}`, parsed.error.issues);
    return failSystem(`unexpected answer from ${path}`);
  }
  return parsed.data;
}

export const http = {
  get: <S extends z.ZodType>(path: string, schema: S, options: RequestOptions = {}) =>
    request(path, schema, { ...options, method: 'GET' }),
  post: <S extends z.ZodType>(path: string, schema: S, body?: unknown, options: RequestOptions = {}) =>
    request(path, schema, { ...options, method: 'POST', body }),
  put: <S extends z.ZodType>(path: string, schema: S, body?: unknown, options: RequestOptions = {}) =>
    request(path, schema, { ...options, method: 'PUT', body }),
  del: <S extends z.ZodType>(path: string, schema: S, options: RequestOptions = {}) =>
    request(path, schema, { ...options, method: 'DELETE' }),
  /** Multipart upload with the file in the field `file` (GsmFile/FileUpLoad), or the call's own field name. */
  upload: <S extends z.ZodType>(path: string, file: Blob, schema: S, options: RequestOptions = {}, field = 'file') => {
    const form = new FormData();
    form.append(field, file);
    return request(path, schema, { ...options, method: 'POST', form });
  },
};
