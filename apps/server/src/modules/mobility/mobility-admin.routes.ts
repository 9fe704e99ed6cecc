import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminApplicantSchema, adminExemptionSchema, exemptionReviewResultSchema, adminPlanSchema, adminProjectSchema, exemptionReviewSchema, mobilityExportSchema, mobilityPlanQuerySchema,
  planInputSchema, projectInputSchema, Role,
} from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { MobilityAdminService } from './mobility-admin.service.ts';

export const MOBILITY_STAFF = [Role.mobilityAdmin];

/** The international office's console under /api/mobility/admin (README 'Staff'). */
export const mobilityAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const s = new MobilityAdminService(app.db, app.files);
  const tags = ['mobility-admin'];
  const saved = reply(z.object({ id: z.number().int() }));
  const staff = MOBILITY_STAFF;

  app.get('/mobility/admin/plans', { config: access(staff, 'query'), schema: { tags, response: reply(z.array(adminPlanSchema)) } },
    async () => ok(await s.plans()));
  app.post('/mobility/admin/plans', { config: access(staff, 'add'), schema: { tags, body: planInputSchema, response: saved } },
    async (req) => ok(await s.savePlan(authOf(req), null, req.body)));
  app.put('/mobility/admin/plans/:id', { config: access(staff, 'edit'), schema: { tags, params: idParams, body: planInputSchema, response: saved } },
    async (req) => ok(await s.savePlan(authOf(req), req.params.id, req.body)));

  app.get('/mobility/admin/projects', { config: access(staff, 'query'), schema: { tags, querystring: mobilityPlanQuerySchema, response: reply(z.array(adminProjectSchema)) } },
    async (req) => ok(await s.projects(req.query.planId)));
  app.post('/mobility/admin/projects', { config: access(staff, 'add'), schema: { tags, body: projectInputSchema, response: saved } },
    async (req) => ok(await s.saveProject(null, req.body)));
  app.put('/mobility/admin/projects/:id', { config: access(staff, 'edit'), schema: { tags, params: idParams, body: projectInputSchema, response: saved } },
    async (req) => ok(await s.saveProject(req.params.id, req.body)));
  app.delete('/mobility/admin/projects/:id', { config: access(staff, 'delete'), schema: { tags, params: idParams, response: reply(z.null()) } },
    async (req) => { await s.deleteProject(req.params.id); return ok(null); });

  app.get('/mobility/admin/exemptions', { config: access(staff, 'query'), schema: { tags, querystring: mobilityPlanQuerySchema, response: reply(z.array(adminExemptionSchema)) } },
    async (req) => ok(await s.exemptions(req.query.planId)));
  app.post('/mobility/admin/exemptions/:id/review', {
    config: access(staff, 'edit'), schema: { tags, params: idParams, body: exemptionReviewSchema, response: reply(exemptionReviewResultSchema) },
  }, async (req) => ok(await s.review(authOf(req), req.params.id, req.body)));

  app.get('/mobility/admin/applicants', { config: access(staff, 'query'), schema: { tags, querystring: mobilityPlanQuerySchema, response: reply(z.array(adminApplicantSchema)) } },
    async (req) => ok(await s.applicants(req.query.planId)));
  app.post('/mobility/admin/export', { config: access(staff, 'export'), schema: { tags, body: mobilityPlanQuerySchema, response: reply(mobilityExportSchema) } },
    async (req) => ok(await s.exportResults(authOf(req), req.body.planId)));
};
