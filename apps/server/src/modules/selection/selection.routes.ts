import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SELECTION_KINDS, mentorPageSchema, saveSelectTeacherBodySchema, saveSelectionResumeBodySchema, selectCountSchema, selectionChoiceSchema,
  selectionPageTypeParamsSchema, selectionResumeSchema, selectionRoundPageSchema, selectionRoundSchema, selectionStudentRecordSchema,
  supervisorPageSchema, mySelectionListBodySchema, waitSelectionBodySchema, waitTeacherBodySchema,
} from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { coded, ok } from '../../platform/http/envelope.ts';
import { requestLang } from '../../platform/http/request-language.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { selectionAdminRoutes } from './selection-admin.routes.ts';
import { selectionTeacherRoutes } from './selection-teacher.routes.ts';
import { ensureDemoSelectionFiles } from './selection.seed.ts';
import { SelectionService } from './selection.service.ts';

/** The students' calls of calls.tsv (SEL-C01…C09), then the teachers' and the staff's. */
export const selectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const sel = new SelectionService(app.db, app.files);
  const tags = ['selection'];
  // The demo selection resumes' bytes (selection.seed.ts); an app on an empty database has nothing to write.
  app.addHook('onReady', async () => {
    await ensureDemoSelectionFiles(app.db, app.files.storage).catch((err: unknown) => app.log.warn({ err }, 'selection: demo files not written'));
  });

  app.get('/GSMSelectionInfo/GetCurrentValidSelectionInfo/:pageType', {
    config: access('user', 'query'),
    schema: { tags, params: selectionPageTypeParamsSchema, querystring: z.object({ selectionType: z.enum(SELECTION_KINDS).optional() }), response: reply(z.array(selectionRoundSchema)) },
  }, async (req) => ok(await sel.current(authOf(req), req.params.pageType, req.query.selectionType)));

  app.post('/GSMSelectionStudent/GetMySelectionInfoPageList', { config: access('user', 'query'), schema: { tags, body: mySelectionListBodySchema, response: reply(selectionRoundPageSchema) } },
    async (req) => ok(await sel.mine(authOf(req), req.body)));
  app.post('/GSMSelectionStudent/GetWaitSelectionPageList', { config: access('user', 'query'), schema: { tags, body: waitSelectionBodySchema, response: reply(mentorPageSchema) } },
    async (req) => ok(await sel.mentors(authOf(req), req.body)));
  app.post('/GSMSelectionStudent/GetWaitSelectionTeacherPageList', { config: access('user', 'query'), schema: { tags, body: waitTeacherBodySchema, response: reply(supervisorPageSchema) } },
    async (req) => ok(await sel.supervisors(authOf(req), req.body, requestLang(req))));

  app.get('/GSMSelectionStudent/GetResume', { config: access('user', 'get'), schema: { tags, response: reply(selectionResumeSchema) } },
    async (req) => ok(await sel.resume(authOf(req))));
  app.post('/GSMSelectionStudent/SaveResume', { config: access('user', 'edit'), schema: { tags, body: saveSelectionResumeBodySchema, response: reply(selectionResumeSchema) } },
    async (req) => ok(await sel.saveResume(authOf(req), req.body)));
  app.get('/GSMSelectionStudent/GetSelectCount/:id', { config: access('user', 'get'), schema: { tags, params: idParams, response: reply(selectCountSchema) } },
    async (req) => ok(await sel.selectCount(authOf(req), req.params.id)));
  // Both shapes of Q-09; success carries message 96000, 'selection succeeded' (SEL-M01).
  app.post('/GSMSelectionStudent/SaveSelectTeacher', { config: access('user', 'add'), schema: { tags, body: saveSelectTeacherBodySchema, response: reply(selectionChoiceSchema) } },
    async (req) => ({ ...coded(200, '96000'), data: await sel.choose(authOf(req), req.body) }));
  // Ours (SEL-G09): a student withdraws a waiting choice.
  app.post('/selection/student/choices/:id/withdraw', { config: access('user', 'edit'), schema: { tags, params: idParams, response: reply(z.null()) } },
    async (req) => { await sel.withdraw(authOf(req), req.params.id); return ok(null); });
  app.get('/GSMSelectionStudent/:id', { config: access('user', 'get'), schema: { tags, params: idParams, response: reply(selectionStudentRecordSchema) } },
    async (req) => ok(await sel.record(authOf(req), req.params.id)));

  await app.register(selectionTeacherRoutes);
  await app.register(selectionAdminRoutes);
};
