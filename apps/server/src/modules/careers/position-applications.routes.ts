import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Role, applicantRowSchema, applicationMoveSchema, applyBodySchema, applyStateSchema, fileRecordSchema, myApplicationSchema,
} from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { PositionApplicationsService } from './position-applications.service.ts';
import { careerStaff } from './positions.service.ts';

const students = [Role.student];

/** Applying to postings (README 'Applications'); ours, not in calls.tsv. Students apply, the career office handles the applicants. */
export const positionApplicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new PositionApplicationsService(app.db, app.files);
  const tags = ['careers: applications'];

  app.post('/career/positions/:id/apply', {
    config: access(students, 'add'),
    schema: { tags, params: idParams, body: applyBodySchema, response: reply(myApplicationSchema) },
  }, async (req) => ok(await service.apply(authOf(req), req.params.id, req.body)));

  app.get('/career/positions/:id/my-application', {
    config: access(students, 'get'),
    schema: { tags, params: idParams, response: reply(applyStateSchema) },
  }, async (req) => ok(await service.applyState(authOf(req), req.params.id)));

  app.get('/career/applications/mine', {
    config: access(students, 'query'),
    schema: { tags, response: reply(z.array(myApplicationSchema)) },
  }, async (req) => ok(await service.mine(authOf(req))));

  app.get('/career-admin/positions/:id/applicants', {
    config: access(careerStaff, 'query'),
    schema: { tags, params: idParams, response: reply(z.array(applicantRowSchema)) },
  }, async (req) => ok(await service.applicants(req.params.id)));

  app.put('/career-admin/applications/:id/status', {
    config: access(careerStaff, 'edit'),
    schema: { tags, params: idParams, body: applicationMoveSchema, response: reply(applicantRowSchema) },
  }, async (req) => ok(await service.move(authOf(req), req.params.id, req.body.status)));

  app.post('/career-admin/positions/:id/applicants/export', {
    config: access(careerStaff, 'export'),
    schema: { tags, params: idParams, response: reply(fileRecordSchema) },
  }, async (req) => ok(await service.exportXlsx(authOf(req), req.params.id)));
};
