import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rolloverRequestSchema, rolloverResultSchema } from '@portal/contracts';
import { access } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { reply } from '../../platform/http/schemas.ts';
import { changeBy } from './class-admin.routes.ts';
import { CLASS_STAFF } from './class-admin.service.ts';
import { TermRolloverService } from './term-rollover.service.ts';

export const ROLLOVER_PAGE = '/admin/teaching/rollover';

/** The term rollover's calls (README 'Rollover'), teaching.admin; not in calls.tsv. */
export const termRolloverRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new TermRolloverService(app.db);
  const tags = ['teaching classes'];

  // A preview reads only, but takes a body (two terms and the kept classes): a POST.
  app.post('/admin/teaching/rollover/preview', {
    config: access(CLASS_STAFF, 'query'),
    schema: { tags, summary: 'What copying a term\'s classes into another term would create, with each class\'s problems', body: rolloverRequestSchema, response: reply(rolloverResultSchema) },
  }, async (req) => ok(await service.preview(req.body)));

  app.post('/admin/teaching/rollover/confirm', {
    config: access(CLASS_STAFF, 'add'),
    schema: { tags, summary: 'Copy a term\'s classes into another term (no enrolments), skipping those with a blocking problem', body: rolloverRequestSchema, response: reply(rolloverResultSchema) },
  }, async (req) => ok(await service.confirm(changeBy(req), req.body)));
};
