import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { livenessSchema, readinessSchema } from '@portal/contracts';
import { access } from '../auth/access.ts';
import { coded, ok } from '../http/envelope.ts';
import { reply } from '../http/schemas.ts';
import { readinessCheck } from './readiness.ts';

/**
 * `/api/health/live` answers while the process serves (a restart is the cure when it stops);
 * `/api/health/ready` answers 200 only when the instance can serve requests (503 otherwise, so a
 * load balancer sends traffic elsewhere). Both unauthenticated and cheap: one small query at most.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['health'];
  const check = readinessCheck({ db: app.db, jobs: app.jobs });
  const readyReply = reply(readinessSchema);
  app.get('/health/live', {
    config: access('public', 'get'),
    schema: { tags, response: reply(livenessSchema) },
  }, async (_req, res) => {
    void res.header('cache-control', 'no-store');
    return ok({ status: 'live' as const });
  });

  app.get('/health/ready', {
    config: access('public', 'get'),
    schema: { tags, response: { ...readyReply, 503: readyReply[200] } },
  }, async (_req, res) => {
    const readiness = await check();
    void res.header('cache-control', 'no-store');
    if (readiness.status === 'ready') return ok(readiness);
    return res.status(503).send({ ...coded(503, '90046'), data: readiness });
  });
};
