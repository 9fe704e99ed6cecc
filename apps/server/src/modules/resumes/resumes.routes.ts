import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeStatusBodySchema, initQuerySchema, manualSaveBodySchema, manualViewSchema, resumeBaseIdQuerySchema, resumeBaseSchema, resumePdfSchema,
  resumeRefusalDataSchema, resumeRowSchema, sectionSaveResultSchema, uploadResumeBodySchema, type ResumeStudentTypeCode,
} from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { coded, ok } from '../../platform/http/envelope.ts';
import { requestLang } from '../../platform/http/request-language.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { ResumeManualService } from './resume-manual.service.ts';
import { ResumePdfService } from './resume-pdf.service.ts';
import { resumeReviewRoutes } from './resume-review.routes.ts';
import { resumeSectionsRoutes } from './resume-sections.routes.ts';
import { ensureDemoResumeFiles } from './resumes.seed.ts';
import { ResumesService } from './resumes.service.ts';

/** The resume calls of calls.tsv (RES-C19…C30; the sections in resume-sections.routes.ts), then the review. */
export const resumesRoutes: FastifyPluginAsyncZod = async (app) => {
  const resumes = new ResumesService(app.db, app.files);
  const manual = new ResumeManualService(app.db, app.files);
  const pdf = new ResumePdfService(app.db, app.files);
  const tags = ['resumes'];
  const rows = reply(z.array(resumeRowSchema));
  // The demo own PDF's bytes (resumes.seed.ts); an app on an empty database has nothing to write.
  app.addHook('onReady', async () => {
    await ensureDemoResumeFiles(app.db, app.files.storage).catch((err: unknown) => app.log.warn({ err }, 'resumes: demo files not written'));
  });

  app.get('/VDResume/MyResumeList/:id', { config: access('user', 'query'), schema: { tags, params: idParams, response: rows } },
    async (req) => ok(await resumes.list(authOf(req), req.params.id)));

  // Idempotent: a repeat answers 200 with the records and message 1100 ('already initialised').
  app.get('/VDResume/InitStudentResume/:id', { config: access('user', 'add'), schema: { tags, params: idParams, querystring: initQuerySchema, response: rows } },
    async (req) => {
      const { rows: list, already } = await resumes.init(authOf(req), req.params.id, req.query.studentType);
      return already ? { ...coded(200, '1100'), data: list } : ok(list);
    });

  app.get('/VDResume/QueryVDResumeBase/:id', { config: access('user', 'get'), schema: { tags, params: idParams, response: reply(resumeBaseSchema) } },
    async (req) => ok(await resumes.base(authOf(req), req.params.id)));
  app.post('/VDResume/ChangeResumeStatus', { config: access('user', 'edit'), schema: { tags, body: changeStatusBodySchema, response: reply(resumeRowSchema) } },
    async (req) => ok(await resumes.changeStatus(authOf(req), req.body.id, req.body)));
  app.post('/VDResume/UploadResumeFile', { config: access('user', 'edit'), schema: { tags, body: uploadResumeBodySchema, response: reply(resumeRowSchema) } },
    async (req) => ok(await resumes.uploadOwn(authOf(req), req.body)));

  app.get('/VDResume/QueryVDResumeGeneralSituation/:id', { config: access('user', 'get'), schema: { tags, params: idParams, response: reply(manualViewSchema) } },
    async (req) => ok(await manual.view(authOf(req), req.params.id)));
  // Each form's call, with the spec's casing (/vdResume/ for two of them, FEATURES Q-49; routing ignores case).
  const manualSave = (path: string, type: ResumeStudentTypeCode) =>
    app.post(path, { config: access('user', 'edit'), schema: { tags, body: manualSaveBodySchema, response: reply(z.union([sectionSaveResultSchema, resumeRefusalDataSchema])) } },
      async (req) => ok(await manual.save(authOf(req), req.body.vdResumeBaseId, type, req.body.module, requestLang(req))));
  manualSave('/VDResume/SaveVDResumeGeneralSituationBenKe', 1);
  manualSave('/vdResume/SaveVDResumeGeneralSituationYanJiuSheng', 2);
  manualSave('/vdResume/SaveVDResumeGeneralSituationMBA', 3);

  const pdfReply = reply(z.union([resumePdfSchema, resumeRefusalDataSchema]));
  // ExportToPDF and SubmitResume are GETs that do work (FEATURES Q-32): the calls are the spec's.
  app.get('/GsmFile/ExportToPDF', { config: access('user', 'get', { writes: true }), schema: { tags, querystring: resumeBaseIdQuerySchema, response: pdfReply } },
    async (req) => ok(await pdf.preview(authOf(req), req.query.resumeBaseId)));
  app.get('/GsmFile/SubmitResume', { config: access('user', 'edit', { writes: true }), schema: { tags, querystring: resumeBaseIdQuerySchema, response: pdfReply } },
    async (req) => ok(await pdf.submit(authOf(req), req.query.resumeBaseId, requestLang(req))));
  app.get('/GsmFile/GetResumePDFUrl/:id', { config: access('user', 'get'), schema: { tags, params: idParams, response: pdfReply } },
    async (req) => ok(await pdf.download(authOf(req), req.params.id)));

  await app.register(resumeSectionsRoutes);
  await app.register(resumeReviewRoutes);
};
