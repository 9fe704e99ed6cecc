import type { FastifyError, FastifyInstance, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { issueText, type Issue } from '@portal/contracts';
import { isDatabaseUnavailable, loggable, refusalOf } from './db-errors.ts';
import { coded } from './envelope.ts';
import { BizError, HttpError } from './errors.ts';
import { requestLang } from './request-language.ts';

/**
 * One place turns every failure into the envelope: business refusals as 700 (HTTP 200), transport
 * failures with their HTTP status, and anything unexpected as 500 'System error' without internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  // During an outage every request fails alike: one warning per few seconds, with how many were refused.
  let unavailableSince = 0;
  let unavailableCount = 0;
  app.setErrorHandler((err: FastifyError, req, res) => {
    if (err instanceof BizError) {
      return res.status(200).send({ ...coded(err.statusCode, err.code, err.params, err.data), ...paramsOf(err.params) });
    }
    if (err instanceof HttpError) {
      const body = { ...coded(err.httpStatus, err.code, err.params), ...paramsOf(err.params) };
      if (err.httpStatus <= 599) return res.status(err.httpStatus).send(body);
      // Fastify only sends standard statuses; 701 (not authorised) is written on the raw response.
      res.hijack();
      res.raw.writeHead(err.httpStatus, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.raw.end(JSON.stringify(body));
      return res;
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // The catalogue's words for each refused field, in the request's language (the web says the same).
      const issues = err.validation.map(issueOf);
      const detailIn = (lang: 'zh' | 'en') => issues.map((i) => issueText(i, lang)).join(lang === 'zh' ? '；' : '; ');
      const detail = detailIn(requestLang(req));
      return res.status(200).send({ ...coded(700, '90003', { detail: detailIn('en') }), params: { detail } });
    }
    if (err.statusCode === 429) {
      return res.status(429).send(coded(429, '90002'));
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err }, 'response does not match its schema');
      return res.status(500).send(coded(500, '90040'));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Malformed JSON, oversized bodies, bad multipart: the request is at fault, not us.
      return res.status(err.statusCode).send(requestFault(err.statusCode, err.message));
    }
    if (isDatabaseUnavailable(err)) {
      // Not the request's fault and not a bug: the database is restarting or unreachable. The client
      // may try again (the web client retries reads), so it is told how soon.
      unavailableCount += 1;
      if (Date.now() - unavailableSince >= 5000) {
        req.log.warn({ err: loggable(err), refused: unavailableCount }, 'database unavailable: requests answered 503');
        unavailableSince = Date.now();
        unavailableCount = 0;
      }
      return res.status(503).header('retry-after', '2').send(coded(503, '90046'));
    }
    const refusal = refusalOf(err);
    if (refusal) return res.status(200).send(coded(refusal.statusCode, refusal.code));
    req.log.error({ err: loggable(err) }, 'unhandled error');
    return res.status(500).send(coded(500, '90040'));
  });
}

/** The envelope of a request at fault (HTTP 4xx), naming what was wrong with it. */
const requestFault = (status: number, detail: string) => ({ ...coded(status, '90003', { detail }), params: { detail } });

/**
 * Fastify's `frameworkErrors` option: a malformed URL (400) or an over-long path parameter (414) is
 * refused by the router before the error handler applies; it answers with the same envelope.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (err, _req, res) => {
  const status = err.statusCode ?? 400;
  // This hook's reply is typed for every route schema at once; the envelope fits none in particular.
  void res.code(status as never).send(requestFault(status, 'URL') as never);
};

/** fastify-type-provider-zod spreads each zod issue into `params` and writes its path as a JSON pointer. */
function issueOf(v: { keyword: string; instancePath: string; message?: string | undefined; params: Record<string, unknown> }): Issue {
  const path = v.instancePath.split('/').slice(1).filter(Boolean).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  return { ...v.params, code: v.keyword, path, message: v.message ?? '' } as Issue;
}

const paramsOf = (params: Record<string, string | number>) => (Object.keys(params).length ? { params } : {});
