import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ddAgreementSchema, ddDetailSchema, ddEducationOutSchema, ddEducationSchema, ddEmploymentOutSchema, ddEmploymentSchema, ddEnabledSchema, ddEssaySchema,
  ddFileSchema, ddFirstSubmitQuerySchema, ddIdParamsSchema, ddInterviewOptionSchema, ddLanguageOutSchema, ddLanguageSchema, ddMaxCountQuerySchema,
  ddMyApplicationSchema, ddPdfSchema, ddProgramRowSchema, ddQuerySignupBodySchema, ddSavedSchema, ddSignupQuerySchema, ddSignupSummarySchema,
  ddSignupUpperQuerySchema, ddStudentInfoSchema, ddStudentInfoSchemaOut, ddStudentQuerySchema, ddSubscribeSchema, ddUploadFilesSchema,
} from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { reply } from '../../platform/http/schemas.ts';
import { ddAdminRoutes } from './dd-admin.routes.ts';
import { ddReviewRoutes } from './dd-review.routes.ts';
import { DdApplyService } from './dd-apply.service.ts';
import { detailOf, readableSignup } from './dd-detail.ts';
import { DdInterviewService } from './dd-interview.service.ts';
import { DdWizardService } from './dd-wizard.service.ts';

/** The double degree's calls of calls.tsv (MOB-C13…C35 but C16, a platform dictionary) at their exact paths, then the office's console. */
export const ddRoutes: FastifyPluginAsyncZod = async (app) => {
  const apply = new DdApplyService(app.db, app.files);
  const wizard = new DdWizardService(app.db, app.files);
  const interviews = new DdInterviewService(app.db);
  const tags = ['double-degree'];
  const saved = reply(ddSavedSchema);
  const user = (action: 'query' | 'get' | 'add' | 'edit') => access('user', action);

  app.get('/DDApplyManage/GetEnableDDApplyManageAndAgreement', { config: user('get'), schema: { tags, response: reply(ddEnabledSchema) } },
    async () => ok(await apply.enabled()));
  app.get('/DDApplyManage/GetEnableDDApplyManageProjectForStudent', {
    config: user('query'), schema: { tags, querystring: ddStudentQuerySchema, response: reply(z.array(ddProgramRowSchema)) },
  }, async (req) => ok(await apply.programmes(authOf(req), req.query.studentId)));
  app.get('/DDApplyManage/ValidApplyManageMaxChooseProjectCount', { config: user('get'), schema: { tags, querystring: ddMaxCountQuerySchema, response: reply(z.boolean()) } },
    async (req) => ok(await apply.canChooseMore(authOf(req), req.query)));

  app.post('/DDSingupStudent/GetByDDSingupStudentIdOrFirstSubmit/:id', {
    config: user('get'), schema: { tags, params: ddIdParamsSchema, querystring: ddFirstSubmitQuerySchema, response: reply(ddStudentInfoSchemaOut) },
  }, async (req) => ok(await wizard.studentInfo(authOf(req), req.params.id, req.query)));
  app.post('/DDSingupStudent/SaveDDStudentInfo', { config: user('add'), schema: { tags, body: ddStudentInfoSchema, response: saved } },
    async (req) => ok(await wizard.saveStudentInfo(authOf(req), req.body)));
  app.post('/DDSingupStudent/QueryDDEducationalBakgroundByDDSingupStudentIdOrFirstSubmitInfo', {
    config: user('get'), schema: { tags, querystring: ddSignupQuerySchema, response: reply(ddEducationOutSchema) },
  }, async (req) => ok(await wizard.education(authOf(req), req.query.ddSingupStudentId)));
  app.post('/DDSingupStudent/SaveIDDEducationalBakground', { config: user('edit'), schema: { tags, body: ddEducationSchema, response: saved } },
    async (req) => ok(await wizard.saveEducation(authOf(req), req.body)));
  app.post('/DDSingupStudent/QueryDDEmploymentRecordListOrFirstSubmitInfo', {
    config: user('get'), schema: { tags, querystring: ddSignupQuerySchema, response: reply(ddEmploymentOutSchema) },
  }, async (req) => ok(await wizard.employment(authOf(req), req.query.ddSingupStudentId)));
  app.post('/DDSingupStudent/SaveDDEmploymentRecord', { config: user('edit'), schema: { tags, body: ddEmploymentSchema, response: saved } },
    async (req) => ok(await wizard.saveEmployment(authOf(req), req.body)));
  app.post('/DDSingupStudent/GetDDLanguageProficiencyByDDSingupStudentIdOrFirstSubmitInfo', {
    config: user('get'), schema: { tags, querystring: ddSignupQuerySchema, response: reply(ddLanguageOutSchema) },
  }, async (req) => ok(await wizard.language(authOf(req), req.query.ddSingupStudentId)));
  app.post('/DDSingupStudent/SaveDDLanguageProficiency', { config: user('edit'), schema: { tags, body: ddLanguageSchema, response: saved } },
    async (req) => ok(await wizard.saveLanguage(authOf(req), req.body)));
  app.post('/DDSingupStudent/GetByDDSingupStudentId/:id', { config: user('get'), schema: { tags, params: ddIdParamsSchema, response: reply(ddStudentInfoSchemaOut) } },
    async (req) => ok(await wizard.essayOf(authOf(req), req.params.id)));
  app.post('/DDSingupStudent/SaveEssay', { config: user('edit'), schema: { tags, body: ddEssaySchema, response: saved } },
    async (req) => ok(await wizard.saveEssay(authOf(req), req.body)));
  app.post('/DDSingupStudent/QueryDDSingupStudent', { config: user('get'), schema: { tags, body: ddQuerySignupBodySchema, response: reply(ddSignupSummarySchema) } },
    async (req) => ok(await apply.querySignup(authOf(req), req.body)));
  app.post('/DDSingupStudent/SaveIsCheckAgreement', { config: user('edit'), schema: { tags, body: ddAgreementSchema, response: saved } },
    async (req) => ok(await wizard.saveAgreement(authOf(req), req.body)));

  app.get('/GsmFile/ExportToDoubleDegreeSingupTablePDF', { config: user('get'), schema: { tags, querystring: ddSignupUpperQuerySchema, response: reply(ddPdfSchema) } },
    async (req) => ok(await apply.exportPdf(authOf(req), req.query.DDSingupStudentId)));
  app.post('/DDSingupStudent/Submit', { config: user('edit'), schema: { tags, querystring: ddSignupQuerySchema, response: saved } },
    async (req) => ok(await apply.submit(authOf(req), req.query.ddSingupStudentId)));
  app.get('/DDSingupStudent/QueryStudentSignupList', { config: user('query'), schema: { tags, querystring: ddStudentQuerySchema, response: reply(z.array(ddMyApplicationSchema)) } },
    async (req) => ok(await apply.myApplications(authOf(req), req.query.studentId)));
  app.post('/VCFiles/UploadVCFilesForDD', { config: user('edit'), schema: { tags, body: ddUploadFilesSchema, response: reply(z.array(ddFileSchema)) } },
    async (req) => ok(await apply.uploadFiles(authOf(req), req.body)));

  app.get('/DDInterviewManage/QueryDDInterviewByDDSingupStudentIdForStudent', {
    config: user('get'), schema: { tags, querystring: ddSignupUpperQuerySchema, response: reply(z.array(ddInterviewOptionSchema)) },
  }, async (req) => ok(await interviews.options(authOf(req), req.query.DDSingupStudentId)));
  // A refusal carries its code in data as well (§8), so data is the saved id or that number.
  app.post('/DDInterviewManage/SubscribeInterview', {
    config: user('edit'), schema: { tags, body: ddSubscribeSchema, response: reply(z.union([ddSavedSchema, z.number().int()])) },
  },
    async (req) => ok(await interviews.subscribe(authOf(req), req.body)));

  app.get('/DDSingupStudent/QueryDDSingupStudentDetail', { config: user('get'), schema: { tags, querystring: ddSignupUpperQuerySchema, response: reply(ddDetailSchema) } },
    async (req) => ok(await detailOf(app.db, app.files, await readableSignup(app.db, authOf(req), req.query.DDSingupStudentId))));

  await app.register(ddAdminRoutes);
  await app.register(ddReviewRoutes);
};
