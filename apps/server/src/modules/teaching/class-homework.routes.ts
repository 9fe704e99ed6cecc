import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Role, classHomeworkListQuerySchema, classHomeworkRowSchema, classHomeworkSchema, fileRecordSchema, homeworkDeadlineBodySchema, pageOf } from '@portal/contracts';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { ClassHomeworkService, REMOVE_HOMEWORK_ZIP_JOB, type ChangeBy } from './class-homework.service.ts';

/** A class's teachers and teaching.admin (isAdmin passes); the service narrows a teacher to their classes. */
const staff = [Role.teacher, Role.teachingAdmin];
const changeBy = (req: FastifyRequest): ChangeBy => ({ ctx: authOf(req), method: req.method, path: req.routeOptions.url ?? req.url });

/** A class's homework on the staff side (README 'Class homework'); paths of ours, not in calls.tsv. */
export const classHomeworkRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ClassHomeworkService(app.db, app.files);
  app.jobs.register(REMOVE_HOMEWORK_ZIP_JOB, async (payload) => {
    if (typeof payload.id === 'string') await app.files.removeGenerated(payload.id);
  });
  const tags = ['teaching: class homework'];

  app.post('/teaching/homework/classes', {
    config: access(staff, 'query'),
    schema: { tags, body: classHomeworkListQuerySchema, response: reply(pageOf(classHomeworkRowSchema)) },
  }, async (req) => ok(await service.list(authOf(req), req.body)));

  app.get('/teaching/classes/:id/homework', {
    config: access(staff, 'get'),
    schema: { tags, params: idParams, response: reply(classHomeworkSchema) },
  }, async (req) => ok(await service.detail(authOf(req), req.params.id)));

  app.put('/teaching/classes/:id/homework/deadline', {
    config: access(staff, 'edit'),
    schema: { tags, params: idParams, body: homeworkDeadlineBodySchema, response: reply(classHomeworkSchema) },
  }, async (req) => ok(await service.setDeadline(changeBy(req), req.params.id, req.body.deadline)));

  app.post('/teaching/classes/:id/homework/zip', {
    config: access(staff, 'export'),
    schema: { tags, params: idParams, response: reply(fileRecordSchema) },
  }, async (req) => ok(await service.zip(changeBy(req), req.params.id)));
};
