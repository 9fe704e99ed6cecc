import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roundTeacherOptionListSchema, teacherChoiceListQuerySchema, teacherChoiceListSchema, teacherDecisionBodySchema, teacherSuggestBodySchema } from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { TEACHERS } from './selection-access.ts';
import { SelectionTeacherService } from './selection-teacher.service.ts';

/** The mentors' and supervisors' calls (README 'Teachers'): roles mentor and supervisor, and the staff. */
export const selectionTeacherRoutes: FastifyPluginAsyncZod = async (app) => {
  const teachers = new SelectionTeacherService(app.db, app.files);
  const tags = ['selection-teacher'];
  const done = reply(z.null());

  app.get('/selection/teacher/choices', { config: access(TEACHERS, 'query'), schema: { tags, querystring: teacherChoiceListQuerySchema, response: reply(teacherChoiceListSchema) } },
    async (req) => ok(await teachers.list(authOf(req), req.query)));
  // Ours: the round's teachers, so a teacher picks whom to suggest instead of typing an id.
  app.get('/selection/teacher/rounds/:id/teachers', { config: access(TEACHERS, 'query'), schema: { tags, params: idParams, response: reply(roundTeacherOptionListSchema) } },
    async (req) => ok(await teachers.roundTeachers(authOf(req), req.params.id)));
  app.post('/selection/teacher/choices/:id/confirm', { config: access(TEACHERS, 'edit'), schema: { tags, params: idParams, response: done } },
    async (req) => { await teachers.confirm(authOf(req), req.params.id); return ok(null); });
  app.post('/selection/teacher/choices/:id/decline', { config: access(TEACHERS, 'edit'), schema: { tags, params: idParams, body: teacherDecisionBodySchema, response: done } },
    async (req) => { await teachers.decline(authOf(req), req.params.id, req.body.note); return ok(null); });
  app.post('/selection/teacher/choices/:id/suggest', { config: access(TEACHERS, 'edit'), schema: { tags, params: idParams, body: teacherSuggestBodySchema, response: done } },
    async (req) => { await teachers.suggest(authOf(req), req.params.id, req.body.suggestedTeacherId, req.body.note); return ok(null); });
};
