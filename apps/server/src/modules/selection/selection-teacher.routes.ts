import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  roundTeacherOptionListSchema, saveRankingBodySchema, teacherChoiceListQuerySchema, teacherChoiceListSchema, teacherDecisionBodySchema, teacherRankingListSchema,
  teacherRankingQuerySchema, teacherRankingSchema, teacherSuggestBodySchema,
} from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { TEACHERS } from './selection-access.ts';
import { SelectionRankingService } from './selection-ranking.service.ts';
import { SelectionTeacherService } from './selection-teacher.service.ts';

/** The mentors' and supervisors' calls (README 'Teachers'): roles mentor and supervisor, and the staff. */
export const selectionTeacherRoutes: FastifyPluginAsyncZod = async (app) => {
  const teachers = new SelectionTeacherService(app.db, app.files);
  const rankings = new SelectionRankingService(app.db);
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
  // Ours (issue 29): the teacher's order of the students who chose them, for the stable matching.
  app.get('/selection/teacher/rankings', { config: access(TEACHERS, 'query'), schema: { tags, querystring: teacherRankingQuerySchema, response: reply(teacherRankingListSchema) } },
    async (req) => ok(await rankings.list(authOf(req), req.query.selectionId)));
  app.put('/selection/teacher/teachers/:id/ranking', { config: access(TEACHERS, 'edit'), schema: { tags, params: idParams, body: saveRankingBodySchema, response: reply(teacherRankingSchema) } },
    async (req) => ok(await rankings.save(authOf(req), req.params.id, req.body.choiceIds)));
};
