import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  optimizeQueueBodySchema, optimizeQueueRowSchema, pageOf, resumeBookBodySchema, resumeBookResultSchema, reviewDetailSchema, suggestionBodySchema,
} from '@portal/contracts';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { REVIEWERS } from './resume-access.ts';
import { ResumeReviewService } from './resume-review.service.ts';

/** The career office's and counsellors' side (README 'Review', 'Resume book'); students are refused (403). */
export const resumeReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ResumeReviewService(app.db, app.files);
  const tags = ['resume review'];
  const base = '/career-admin/resumes';

  app.post(`${base}/queue`, { config: access(REVIEWERS, 'query'), schema: { tags, body: optimizeQueueBodySchema, response: reply(pageOf(optimizeQueueRowSchema)) } },
    async (req) => ok(await service.queue(req.body)));
  // Lays out a fresh PDF of what is saved: a GET that writes a generated file, as the student's preview does.
  app.get(`${base}/:id`, { config: access(REVIEWERS, 'get', { writes: true }), schema: { tags, params: idParams, response: reply(reviewDetailSchema) } },
    async (req) => ok(await service.detail(authOf(req), req.params.id)));
  app.put(`${base}/:id/suggestion`, { config: access(REVIEWERS, 'edit'), schema: { tags, params: idParams, body: suggestionBodySchema, response: reply(optimizeQueueRowSchema) } },
    async (req) => ok(await service.suggest(authOf(req), req.params.id, req.body)));
  app.post(`${base}/:id/done`, { config: access(REVIEWERS, 'edit'), schema: { tags, params: idParams, response: reply(optimizeQueueRowSchema) } },
    async (req) => ok(await service.done(authOf(req), req.params.id)));
  app.post('/career-admin/resume-book', { config: access(REVIEWERS, 'export'), schema: { tags, body: resumeBookBodySchema, response: reply(resumeBookResultSchema) } },
    async (req) => ok(await service.book(authOf(req), req.body)));
};
