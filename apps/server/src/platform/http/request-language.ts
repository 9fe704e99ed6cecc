import type { FastifyRequest } from 'fastify';

/**
 * The language of a request's messages: the web client sends the language the user chose as
 * Accept-Language; anything not English is answered in Chinese, the portal's first language.
 */
export const requestLang = (req: Pick<FastifyRequest, 'headers'>): 'zh' | 'en' =>
  (String(req.headers['accept-language'] ?? '').trim().toLowerCase().startsWith('en') ? 'en' : 'zh');
