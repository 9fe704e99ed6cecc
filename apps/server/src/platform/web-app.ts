import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { declarePublicRoutes } from './auth/access.ts';
import { htmlHeaders } from './http/security-headers.ts';

export const isServerPath = (url: string) => /^\/(api|uploadfiles|files)(\/|$|\?)/i.test(url);

/** Serves the built web app; hashed assets are cached for a year, the index page never. */
export const webAppRoutes: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  declarePublicRoutes(app);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    decorateReply: true,
    setHeaders: (reply, path) => {
      reply.headers(htmlHeaders);
      reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
};
