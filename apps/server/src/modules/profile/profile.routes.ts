import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  baseInfoInputSchema, baseInfoSchema, cadreSchema, cadresInputSchema, degreeInputSchema, degreeSchema, intentionDicPageSchema, intentionDictionaryQuerySchema,
  intentionInputSchema, intentionSchema, practiceSchema, practicesInputSchema, profileSavedSchema, profileSkillsInputSchema, profileSkillsSchema,
  profileStudentQuerySchema, recruitInfoSchema, recruitInputSchema, rewardsInputSchema, rewardsSchema, statisticsPageSchema, statisticsQuerySchema,
  studyInfoSchema, studyInputSchema,
} from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { profileAdminRoutes } from './profile-admin.routes.ts';
import { readableStudent } from './profile-access.ts';
import { statisticsOf } from './profile-stats.ts';
import {
  baseInfoView, cadresView, degreeView, intentionDictionary, intentionView, loadAllDicts, practiceView, recruitView, rewardsView, skillsView, studyView,
} from './profile-views.ts';
import { ProfileService } from './profile.service.ts';

/** The profile's calls of calls.tsv (PROF-C01…C22) at their exact paths, then the staff console (README 'Calls'). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const s = new ProfileService(app.db);
  const tags = ['profile'];
  const saved = reply(profileSavedSchema);
  const user = (action: 'get' | 'add' | 'edit' | 'query') => access('user', action);
  const db = app.db;
  /** A read of the student the path or query names: own, or staff (profile-access.ts). */
  const reader = async (req: Parameters<typeof authOf>[0], studentId: number) => readableStudent(db, authOf(req), studentId);

  app.get('/VDStudentBaseInfo/GetByStudentId/:id', { config: user('get'), schema: { tags, params: idParams, response: reply(baseInfoSchema) } },
    async (req) => ok(await baseInfoView(db, await reader(req, req.params.id), await loadAllDicts(db))));
  app.post('/VDStudentBaseInfo', { config: user('add'), schema: { tags, body: baseInfoInputSchema, response: saved } },
    async (req) => ok(await s.saveBaseInfo(authOf(req), req.body, null)));
  app.put('/VDStudentBaseInfo/:id', { config: user('edit'), schema: { tags, params: idParams, body: baseInfoInputSchema, response: saved } },
    async (req) => ok(await s.saveBaseInfo(authOf(req), req.body, req.params.id)));

  app.post('/VDRecruitStudentInfo/GetByStudentId', { config: user('get'), schema: { tags, querystring: profileStudentQuerySchema, response: reply(recruitInfoSchema) } },
    async (req) => ok(await recruitView(db, await reader(req, req.query.studentId), await loadAllDicts(db))));
  app.post('/VDRecruitStudentInfo/SaveRecruitStudentInfo', { config: user('edit'), schema: { tags, body: recruitInputSchema, response: saved } },
    async (req) => ok(await s.saveRecruit(authOf(req), req.body)));

  app.get('/VDRewardAndPunishment', { config: user('get'), schema: { tags, querystring: profileStudentQuerySchema, response: reply(rewardsSchema) } },
    async (req) => ok(await rewardsView(db, await reader(req, req.query.studentId))));
  app.post('/VDRewardAndPunishment', { config: user('edit'), schema: { tags, body: rewardsInputSchema, response: saved } },
    async (req) => ok(await s.saveRewards(authOf(req), req.body)));

  app.get('/VDDoubleDegreeAndMinorAndChange/QueryByStudentId/:id', { config: user('get'), schema: { tags, params: idParams, response: reply(degreeSchema) } },
    async (req) => ok(await degreeView(db, await reader(req, req.params.id), await loadAllDicts(db))));
  app.post('/VDDoubleDegreeAndMinorAndChange', { config: user('add'), schema: { tags, body: degreeInputSchema, response: saved } },
    async (req) => ok(await s.saveDegree(authOf(req), req.body, null)));
  app.put('/VDDoubleDegreeAndMinorAndChange/:id', { config: user('edit'), schema: { tags, params: idParams, body: degreeInputSchema, response: saved } },
    async (req) => ok(await s.saveDegree(authOf(req), req.body, req.params.id)));

  app.get('/VDCadreCase/QueryCadreCaseByStudentId/:id', { config: user('get'), schema: { tags, params: idParams, response: reply(z.array(cadreSchema)) } },
    async (req) => ok(await cadresView(db, await reader(req, req.params.id))));
  app.post('/VDCadreCase/SaveVDCadreCaseList', { config: user('edit'), schema: { tags, body: cadresInputSchema, response: saved } },
    async (req) => ok(await s.saveCadres(authOf(req), req.body)));

  app.get('/VDThesis/QueryStudyCase/:id', { config: user('get'), schema: { tags, params: idParams, response: reply(studyInfoSchema) } },
    async (req) => ok(await studyView(db, await reader(req, req.params.id))));
  app.post('/VDThesis', { config: user('edit'), schema: { tags, body: studyInputSchema, response: saved } },
    async (req) => ok(await s.saveStudy(authOf(req), req.body)));

  app.get('/VDSkillCase/GetByStudentId', { config: user('get'), schema: { tags, querystring: profileStudentQuerySchema, response: reply(profileSkillsSchema) } },
    async (req) => ok(await skillsView(db, await reader(req, req.query.studentId), await loadAllDicts(db))));
  app.post('/VDSkillCase/SaveSkillCase', { config: user('edit'), schema: { tags, body: profileSkillsInputSchema, response: saved } },
    async (req) => ok(await s.saveSkills(authOf(req), req.body)));

  app.get('/VDPracticeInfo/GetByStudentId', { config: user('get'), schema: { tags, querystring: profileStudentQuerySchema, response: reply(z.array(practiceSchema)) } },
    async (req) => ok(await practiceView(db, await reader(req, req.query.studentId), await loadAllDicts(db))));
  // The save keeps the spec's read-style name (Q-31, PROF-G07).
  app.post('/VDPracticeInfo/GetByStudentId', { config: user('edit'), schema: { tags, body: practicesInputSchema, response: saved } },
    async (req) => ok(await s.savePractice(authOf(req), req.body)));

  app.get('/VDGraduationIntention/QueryVDGraduationIntentionByStudentId/:id', { config: user('get'), schema: { tags, params: idParams, response: reply(intentionSchema) } },
    async (req) => ok(await intentionView(db, await reader(req, req.params.id), await loadAllDicts(db))));
  app.post('/VDGraduationIntention/SaveVDGraduationIntention', { config: user('edit'), schema: { tags, body: intentionInputSchema, response: saved } },
    async (req) => ok(await s.saveIntention(authOf(req), req.body)));
  app.post('/VDGraduationIntentionDic/QueryVDGraduationIntentionDicList', {
    config: user('query'), schema: { tags, body: intentionDictionaryQuerySchema, response: reply(intentionDicPageSchema) },
  }, async (req) => {
    const all = await intentionDictionary(db);
    const { pageNo, pageSize } = req.body;
    return ok({ data: all.slice(pageNo * pageSize, (pageNo + 1) * pageSize), total: all.length });
  });

  app.get('/VDStatistics/QueryVDStatistics', { config: user('query'), schema: { tags, querystring: statisticsQuerySchema, response: reply(statisticsPageSchema) } },
    async (req) => {
      const u = await reader(req, req.query.studentId);
      const record = await statisticsOf(db, u.id, req.query.activityYear);
      return ok({ data: req.query.pageNo === 0 ? [record] : [], total: 1 });
    });

  await app.register(profileAdminRoutes);
};
