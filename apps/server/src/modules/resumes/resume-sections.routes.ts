import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityPracticeViewSchema, awardViewSchema, coreQueryBodySchema, coreSaveBodySchema, educationViewSchema, extracurricularViewSchema, jobQueryBodySchema,
  jobSaveBodySchema, jobViewSchema, personalSaveBodySchema, personalViewSchema, sectionSaveBodySchema, sectionSaveResultSchema, skillEntryViewSchema, skillsSaveBodySchema,
  skillsViewSchema,
} from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requestLang } from '../../platform/http/request-language.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import type { ListSection } from './resume-section-rules.ts';
import { ResumeSectionsService } from './resume-sections.service.ts';

/** The section calls of the Chinese and English editors (RES-C01…C18); the path ids are resume ids. */
export const resumeSectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ResumeSectionsService(app.db, app.files);
  const tags = ['resumes'];
  const saved = reply(sectionSaveResultSchema);

  app.get('/VDResume/QueryResumeStudentBaseInfo/:id', { config: access('user', 'get'), schema: { tags, params: idParams, response: reply(personalViewSchema) } },
    async (req) => ok(await service.personal(authOf(req), req.params.id)));
  app.post('/VDResume/SaveResumeStudentBaseInfo', { config: access('user', 'edit'), schema: { tags, body: personalSaveBodySchema, response: saved } },
    async (req) => ok(await service.savePersonal(authOf(req), req.body.vdResumeBaseId, req.body.module, requestLang(req))));

  const saveList = (section: ListSection, post: string) =>
    app.post(`/VDResume/${post}`, { config: access('user', 'edit'), schema: { tags, body: sectionSaveBodySchema, response: saved } },
      async (req) => ok(await service.saveList(authOf(req), req.body.vdResumeBaseId, section, req.body.module, requestLang(req))));
  const get = { config: access('user', 'get'), schema: { tags, params: idParams } };

  app.get('/VDResume/QueryVDResumeEduInfo/:id', { ...get, schema: { ...get.schema, response: reply(z.array(educationViewSchema)) } },
    async (req) => ok(await service.education(authOf(req), req.params.id)));
  saveList('education', 'SaveVDResumeEduInfo');
  app.get('/VDResume/QueryVDResumeActivityPractice/:id', { ...get, schema: { ...get.schema, response: reply(z.array(activityPracticeViewSchema)) } },
    async (req) => ok(await service.activityPractice(authOf(req), req.params.id)));
  saveList('activityPractice', 'SaveVDResumeActivityPractice');
  app.get('/VDResume/QueryVDResumeAward/:id', { ...get, schema: { ...get.schema, response: reply(z.array(awardViewSchema)) } },
    async (req) => ok(await service.awards(authOf(req), req.params.id, 'award')));
  saveList('award', 'SaveVDResumeAward');
  app.get('/VDResume/QueryVDResumeCertificate/:id', { ...get, schema: { ...get.schema, response: reply(z.array(awardViewSchema)) } },
    async (req) => ok(await service.awards(authOf(req), req.params.id, 'certificate')));
  saveList('certificate', 'SaveVDResumeCertificate');
  // 'InternshipExperience' is the extracurricular section by its weight (FEATURES Q-24).
  app.get('/VDResume/QueryVDResumeInternshipExperience/:id', { ...get, schema: { ...get.schema, response: reply(z.array(extracurricularViewSchema)) } },
    async (req) => ok(await service.extracurricular(authOf(req), req.params.id)));
  saveList('extracurricular', 'SaveVDResumeInternshipExperience');

  // Internships (jobType 0) and work (jobType 1) share one pair of calls.
  const jobSection = (jobType: number): ListSection => (jobType === 1 ? 'work' : 'internship');
  app.post('/VDResume/QueryVDResumeInternship', { config: access('user', 'query'), schema: { tags, body: jobQueryBodySchema, response: reply(z.array(jobViewSchema)) } },
    async (req) => ok(await service.jobs(authOf(req), req.body.vdResumeBaseId, req.body.jobType === 1 ? 1 : 0)));
  app.post('/VDResume/SaveVDResumeInternship', { config: access('user', 'edit'), schema: { tags, body: jobSaveBodySchema, response: saved } },
    async (req) => ok(await service.saveList(authOf(req), req.body.vdResumeBaseId, jobSection(req.body.jobType), req.body.module, requestLang(req))));

  // Core competence is the TechnicalSkillAndHobby pair with type 2 (RES-K07).
  app.post('/VDResume/QueryVDResumeTechnicalSkillAndHobby', { config: access('user', 'query'), schema: { tags, body: coreQueryBodySchema, response: reply(z.array(skillEntryViewSchema)) } },
    async (req) => ok(await service.coreCompetence(authOf(req), req.body.vdResumeBaseId)));
  app.post('/VDResume/SaveVDResumeTechnicalSkillAndHobby', { config: access('user', 'edit'), schema: { tags, body: coreSaveBodySchema, response: saved } },
    async (req) => ok(await service.saveList(authOf(req), req.body.vdResumeBaseId, 'coreCompetence', req.body.module, requestLang(req))));

  app.get('/VDResume/QueryVDResumePersonal/:id', { config: access('user', 'get'), schema: { tags, params: idParams, response: reply(skillsViewSchema) } },
    async (req) => ok(await service.skills(authOf(req), req.params.id)));
  app.post('/VDResume/SaveVDResumePersonal', { config: access('user', 'edit'), schema: { tags, body: skillsSaveBodySchema, response: saved } },
    async (req) => ok(await service.saveSkills(authOf(req), req.body.vdResumeBaseId, req.body.module.vdResumePersonalDto, req.body.module.vdResumeTechnicalSkillAndHobby, requestLang(req))));
};
