import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ddCriteriaInputSchema, ddCriterionSchema, ddDecisionInputSchema, ddMySheetSchema, ddProgrammeReviewersInputSchema, ddPublishedSchema, ddPublishInputSchema,
  ddReviewerSchema, ddReviewProgrammeSchema, ddReviewsSchema, ddSheetInputSchema, Role,
} from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { DD_STAFF } from './dd-admin.routes.ts';
import { DdReviewService } from './dd-review.service.ts';

/** Who scores applications: the reviewers (administrators pass every role rule). */
export const DD_REVIEWERS = [Role.ddReviewer];

/**
 * Reviewing (README 'Reviewing'): the reviewers' calls under /api/double-degree/review, the
 * office's under /api/double-degree/admin beside its console. The applicants list is the
 * console's `GET /double-degree/admin/applicants`, narrowed for reviewers.
 */
export const ddReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const s = new DdReviewService(app.db);
  const tags = ['double-degree-review'];
  const saved = reply(z.object({ id: z.number().int() }));
  const admin = '/double-degree/admin';
  const mine = '/double-degree/review';

  app.get(`${mine}/programmes`, { config: access(DD_REVIEWERS, 'query'), schema: { tags, response: reply(z.array(ddReviewProgrammeSchema)) } },
    async (req) => ok(await s.myProgrammes(authOf(req))));
  app.get(`${mine}/applicants/:id/sheet`, { config: access(DD_REVIEWERS, 'get'), schema: { tags, params: idParams, response: reply(ddMySheetSchema) } },
    async (req) => ok(await s.mySheet(authOf(req), req.params.id)));
  app.put(`${mine}/applicants/:id/sheet`, {
    config: access(DD_REVIEWERS, 'edit'), schema: { tags, params: idParams, body: ddSheetInputSchema, response: reply(ddMySheetSchema) },
  }, async (req) => ok(await s.saveSheet(authOf(req), req.params.id, req.body)));

  app.get(`${admin}/reviewers`, { config: access(DD_STAFF, 'query'), schema: { tags, response: reply(z.array(ddReviewerSchema)) } },
    async () => ok(await s.reviewers()));
  app.put(`${admin}/projects/:id/reviewers`, {
    config: access(DD_STAFF, 'edit'), schema: { tags, params: idParams, body: ddProgrammeReviewersInputSchema, response: saved },
  }, async (req) => ok(await s.setProgrammeReviewers(req.params.id, req.body)));
  app.get(`${admin}/manages/:id/criteria`, { config: access(DD_STAFF, 'query'), schema: { tags, params: idParams, response: reply(z.array(ddCriterionSchema)) } },
    async (req) => ok(await s.criteria(req.params.id)));
  app.put(`${admin}/manages/:id/criteria`, {
    config: access(DD_STAFF, 'edit'), schema: { tags, params: idParams, body: ddCriteriaInputSchema, response: reply(z.array(ddCriterionSchema)) },
  }, async (req) => ok(await s.setCriteria(req.params.id, req.body)));
  app.get(`${admin}/applicants/:id/reviews`, { config: access(DD_STAFF, 'get'), schema: { tags, params: idParams, response: reply(ddReviewsSchema) } },
    async (req) => ok(await s.reviews(req.params.id)));
  app.put(`${admin}/applicants/:id/decision`, { config: access(DD_STAFF, 'edit'), schema: { tags, params: idParams, body: ddDecisionInputSchema, response: saved } },
    async (req) => ok(await s.decide(req.params.id, req.body)));
  app.post(`${admin}/publish`, { config: access(DD_STAFF, 'edit'), schema: { tags, body: ddPublishInputSchema, response: reply(ddPublishedSchema) } },
    async (req) => ok(await s.publish(req.body.ddApplyManageId)));
};
