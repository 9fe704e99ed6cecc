import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { declarePublicRoutes } from './auth/access.ts';
import { acceptedEncoding } from './http/compression.ts';
import { htmlHeaders } from './http/security-headers.ts';

export const isServerPath = (url: string) => /^\/(api|uploadfiles|files)(\/|$|\?)/i.test(url);

const immutable = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app. The build writes brotli and gzip copies beside each file
 * (apps/web/build/precompress-plugin.ts); `preCompressed` sends the best one the browser accepts,
 * with its Content-Encoding, the original's Content-Type and `Vary: Accept-Encoding`. Files under
 * assets/ carry a content hash in their name, so they are cached for a year; anything else is
 * revalidated.
 */
export const webAppRoutes: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  declarePublicRoutes(app);
  const assets = join(root, 'assets') + sep;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    decorateReply: true,
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.headers(htmlHeaders);
      reply.header('cache-control', path.startsWith(assets) ? immutable : 'no-cache');
    },
  });
};

/** The index page and its pre-compressed copies, read once: every path of the web app answers it. */
export interface IndexPage {
  plain: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

export function loadIndexPage(root: string): IndexPage | null {
  const path = join(root, 'index.html');
  if (!existsSync(path)) return null;
  const copy = (suffix: string) => (existsSync(path + suffix) ? readFileSync(path + suffix) : null);
  return { plain: readFileSync(path), br: copy('.br'), gzip: copy('.gz') };
}

/** Answers a web-app path (/news/list, /404…) with the index page, never cached, compressed when the client allows. */
export function sendIndexPage(req: FastifyRequest, res: FastifyReply, page: IndexPage): FastifyReply {
  const available = (['br', 'gzip'] as const).filter((e) => page[e]);
  const encoding = acceptedEncoding(req.headers['accept-encoding'], available);
  res.headers(htmlHeaders).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (encoding) res.header('content-encoding', encoding);
  return res.send((encoding && page[encoding]) || page.plain);
}
