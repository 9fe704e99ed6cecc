import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Role, fileRecordSchema, lectureAdminListQuerySchema, lectureAdminRowSchema, lectureCollectResultSchema, lectureInputSchema, lectureSignupListQuerySchema,
  lectureSignupRowSchema, lectureSignupUpdateSchema, lectureTeacherOptionSchema, lectureWaitlistQuerySchema, lectureWaitlistRowSchema, pageOf,
} from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requestLang } from '../../platform/http/request-language.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { LectureAdminService } from './lecture-admin.service.ts';

/** Creating, editing and deleting lectures: teaching.admin. */
const staff = [Role.teachingAdmin];
/** Reading sign-ups, clock-in, achievement, collection, export: also a lecture's teachers (the service narrows it). */
const readers = [Role.teachingAdmin, Role.teacher];
const savedId = z.object({ id: z.number().int() });

/** The lecture staff calls (README, 'Staff'); not in calls.tsv. */
export const lectureAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new LectureAdminService(app.db, app.files);
  const tags = ['lecture admin'];

  app.post('/LectureAdmin/GetLecturePageList', {
    config: access(readers, 'query'),
    schema: { tags, body: lectureAdminListQuerySchema, response: reply(pageOf(lectureAdminRowSchema)) },
  }, async (req) => ok(await service.list(authOf(req), req.body)));

  app.get('/LectureAdmin/Teachers', {
    config: access(staff, 'query'),
    schema: { tags, response: reply(z.array(lectureTeacherOptionSchema)) },
  }, async () => ok(await service.teachers()));

  app.get('/LectureAdmin/Lecture/:id', {
    config: access(readers, 'get'),
    schema: { tags, params: idParams, response: reply(lectureAdminRowSchema) },
  }, async (req) => ok(await service.detail(authOf(req), req.params.id)));

  app.post('/LectureAdmin/Lecture', {
    config: access(staff, 'add'),
    schema: { tags, body: lectureInputSchema, response: reply(savedId) },
  }, async (req) => ok(await service.create(authOf(req), req.body)));

  app.put('/LectureAdmin/Lecture/:id', {
    config: access(staff, 'edit'),
    schema: { tags, params: idParams, body: lectureInputSchema, response: reply(savedId) },
  }, async (req) => ok(await service.update(req.params.id, req.body)));

  app.delete('/LectureAdmin/Lecture/:id', {
    config: access(staff, 'delete'),
    schema: { tags, params: idParams, response: reply(savedId) },
  }, async (req) => ok(await service.remove(req.params.id)));

  app.post('/LectureAdmin/Lecture/:id/Signups', {
    config: access(readers, 'query'),
    schema: { tags, params: idParams, body: lectureSignupListQuerySchema, response: reply(pageOf(lectureSignupRowSchema)) },
  }, async (req) => ok(await service.signups(authOf(req), req.params.id, req.body)));

  app.put('/LectureAdmin/Signup/:id', {
    config: access(readers, 'edit'),
    schema: { tags, params: idParams, body: lectureSignupUpdateSchema, response: reply(savedId) },
  }, async (req) => ok(await service.updateSignup(authOf(req), req.params.id, req.body)));

  app.delete('/LectureAdmin/Signup/:id', {
    config: access(staff, 'delete'),
    schema: { tags, params: idParams, response: reply(savedId) },
  }, async (req) => ok(await service.removeSignup(req.params.id)));

  app.post('/LectureAdmin/Lecture/:id/Waitlist', {
    config: access(readers, 'query'),
    schema: { tags, params: idParams, body: lectureWaitlistQuerySchema, response: reply(pageOf(lectureWaitlistRowSchema)) },
  }, async (req) => ok(await service.waitlist(authOf(req), req.params.id, req.body)));

  app.post('/LectureAdmin/Lecture/:id/CollectHomework', {
    config: access(readers, 'edit'),
    schema: { tags, params: idParams, response: reply(lectureCollectResultSchema) },
  }, async (req) => ok(await service.collect(authOf(req), req.params.id)));

  app.get('/LectureAdmin/Lecture/:id/Export', {
    config: access(readers, 'export', { writes: true }),
    schema: { tags, params: idParams, response: reply(fileRecordSchema) },
  }, async (req) => ok(await service.export(authOf(req), req.params.id, requestLang(req))));
};
