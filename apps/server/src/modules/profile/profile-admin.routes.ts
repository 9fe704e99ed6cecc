import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileAdminDetailSchema, profileAdminSearchSchema, profileAdminStudentPageSchema, profileExportInputSchema, profileExportSchema } from '@portal/contracts';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { PROFILE_STAFF } from './profile-access.ts';
import { ProfileAdminService } from './profile-admin.service.ts';

/** The student-affairs console under /api/profile/admin (README 'Staff'): read-only, plus the cohort export. */
export const profileAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const s = new ProfileAdminService(app.db, app.files);
  const tags = ['profile-admin'];
  const base = '/profile/admin';
  const staff = PROFILE_STAFF;

  app.get(`${base}/students`, { config: access(staff, 'query'), schema: { tags, querystring: profileAdminSearchSchema, response: reply(profileAdminStudentPageSchema) } },
    async (req) => ok(await s.search(req.query)));
  app.get(`${base}/students/:id`, { config: access(staff, 'get'), schema: { tags, params: idParams, response: reply(profileAdminDetailSchema) } },
    async (req) => ok(await s.detail(authOf(req), req.params.id)));
  app.post(`${base}/export`, { config: access(staff, 'export'), schema: { tags, body: profileExportInputSchema, response: reply(profileExportSchema) } },
    async (req) => ok(await s.exportCohort(authOf(req), req.body)));
};
