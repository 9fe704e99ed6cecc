import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ddAdminApplicantSchema, ddApplicantsQuerySchema, ddAdminInterviewDaySchema, ddAdminManageSchema, ddAdminProjectSchema, ddExportSchema, ddInterviewDayInputSchema, ddManageInputSchema,
  ddManageQuerySchema, ddProjectInputSchema, ddProjectQuerySchema, ddResultsInputSchema, Role,
} from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { DdAdminService } from './dd-admin.service.ts';

export const DD_STAFF = [Role.mobilityAdmin];

/** The office's double-degree console under /api/double-degree/admin (README 'Staff'). */
export const ddAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const s = new DdAdminService(app.db, app.files);
  const tags = ['double-degree-admin'];
  const saved = reply(z.object({ id: z.number().int() }));
  const staff = DD_STAFF;
  const base = '/double-degree/admin';

  app.get(`${base}/manages`, { config: access(staff, 'query'), schema: { tags, response: reply(z.array(ddAdminManageSchema)) } },
    async () => ok(await s.manages()));
  app.post(`${base}/manages`, { config: access(staff, 'add'), schema: { tags, body: ddManageInputSchema, response: saved } },
    async (req) => ok(await s.saveManage(null, req.body)));
  app.put(`${base}/manages/:id`, { config: access(staff, 'edit'), schema: { tags, params: idParams, body: ddManageInputSchema, response: saved } },
    async (req) => ok(await s.saveManage(req.params.id, req.body)));

  app.get(`${base}/projects`, { config: access(staff, 'query'), schema: { tags, querystring: ddManageQuerySchema, response: reply(z.array(ddAdminProjectSchema)) } },
    async (req) => ok(await s.projects(req.query.ddApplyManageId)));
  app.post(`${base}/projects`, { config: access(staff, 'add'), schema: { tags, body: ddProjectInputSchema, response: saved } },
    async (req) => ok(await s.saveProject(null, req.body)));
  app.put(`${base}/projects/:id`, { config: access(staff, 'edit'), schema: { tags, params: idParams, body: ddProjectInputSchema, response: saved } },
    async (req) => ok(await s.saveProject(req.params.id, req.body)));
  app.delete(`${base}/projects/:id`, { config: access(staff, 'delete'), schema: { tags, params: idParams, response: reply(z.null()) } },
    async (req) => { await s.deleteProject(req.params.id); return ok(null); });

  // Reviewers read the list too, narrowed to their programmes (README 'Reviewing').
  app.get(`${base}/applicants`, {
    config: access([...staff, Role.ddReviewer], 'query'), schema: { tags, querystring: ddApplicantsQuerySchema, response: reply(z.array(ddAdminApplicantSchema)) },
  }, async (req) => ok(await s.applicants(authOf(req), req.query)));
  app.put(`${base}/applicants/:id/results`, { config: access(staff, 'edit'), schema: { tags, params: idParams, body: ddResultsInputSchema, response: saved } },
    async (req) => ok(await s.setResults(req.params.id, req.body)));

  app.get(`${base}/interview-days`, { config: access(staff, 'query'), schema: { tags, querystring: ddProjectQuerySchema, response: reply(z.array(ddAdminInterviewDaySchema)) } },
    async (req) => ok(await s.interviewDays(req.query.ddProjectId)));
  app.post(`${base}/interview-days`, { config: access(staff, 'add'), schema: { tags, body: ddInterviewDayInputSchema, response: saved } },
    async (req) => ok(await s.addInterviewDay(req.body)));
  app.delete(`${base}/interview-days/:id`, { config: access(staff, 'delete'), schema: { tags, params: idParams, response: reply(z.null()) } },
    async (req) => { await s.deleteInterviewDay(req.params.id); return ok(null); });

  app.post(`${base}/export`, { config: access(staff, 'export'), schema: { tags, body: ddManageQuerySchema, response: reply(ddExportSchema) } },
    async (req) => ok(await s.exportApplicants(authOf(req), req.body.ddApplyManageId)));
};
