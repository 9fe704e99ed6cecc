import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Role, myCourseResultListBodySchema, myCourseResultRowSchema, fileRecordSchema, gradeAdminListBodySchema, gradeExportBodySchema, gradeImportBodySchema,
  gradeImportPreviewSchema, gradeImportResultSchema, gradeListBodySchema, gradeRowSchema, gradeStudentTypeQuerySchema, gradeStudentTypeSchema,
  importRowProblemsSchema, pageOf,
} from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { reply } from '../../platform/http/schemas.ts';
import { receiveUpload } from '../../platform/files/receive-upload.ts';
import { GradesService } from './grades.service.ts';
import { XLSX_MIME } from '../../platform/files/sheet-writer.ts';

const staff = [Role.teachingAdmin];

/** ACAD-C30 and C32 at their spec paths, the course results of R06, and the staff import and export. */
export const gradesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new GradesService(app.db);
  const tags = ['teaching-grades'];

  // PageType is only the screen's context: the type comes from the caller's own record.
  app.get('/GSMResultStudent/GetStudentType', {
    config: access('user', 'get'),
    schema: { tags, querystring: gradeStudentTypeQuerySchema, response: reply(gradeStudentTypeSchema) },
  }, async (req) => ok(await service.studentType(authOf(req))));

  app.post('/GSMResultStudent/GetPageList', {
    config: access('user', 'query'),
    schema: { tags, body: gradeListBodySchema, response: reply(pageOf(gradeRowSchema)) },
  }, async (req) => ok(await service.myGrades(authOf(req), req.body)));

  app.post('/teaching/course-results', {
    config: access('user', 'query'),
    schema: { tags, body: myCourseResultListBodySchema, response: reply(pageOf(myCourseResultRowSchema)) },
  }, async (req) => ok(await service.courseResults(authOf(req), req.body)));

  app.post('/admin/teaching/grades', {
    config: access(staff, 'query'),
    schema: { tags, body: gradeAdminListBodySchema, response: reply(pageOf(gradeRowSchema)) },
  }, async (req) => ok(await service.page({ year: req.body.year, term: req.body.term, studentType: req.body.studentType }, req.body)));

  app.get('/admin/teaching/grades/template', { config: access(staff, 'export', { writes: true }), schema: { tags, response: reply(fileRecordSchema) } },
    async (req) => ok(await app.files.saveGenerated(await service.template(), 'grade-import-template.xlsx', XLSX_MIME, authOf(req).userId)));

  app.post('/admin/teaching/grades/import-preview', {
    config: access(staff, 'import'), schema: { tags, consumes: ['multipart/form-data'], response: reply(gradeImportPreviewSchema) },
  }, async (req) => {
    const staged = await receiveUpload(req, app.files.storage, 'spreadsheet');
    try {
      return ok(await service.preview(staged.path));
    } finally {
      await app.files.storage.discard(staged.path);
    }
  });

  app.post('/admin/teaching/grades/import', {
    config: access(staff, 'import'),
    // A refusal (700) carries every row's problems as its data.
    schema: { tags, body: gradeImportBodySchema, response: reply(z.union([gradeImportResultSchema, z.array(importRowProblemsSchema)])) },
  }, async (req) => ok(await service.importRows(req.body.rows)));

  app.post('/admin/teaching/grades/export', { config: access(staff, 'export'), schema: { tags, body: gradeExportBodySchema, response: reply(fileRecordSchema) } },
    async (req) => ok(await app.files.saveGenerated(await service.exportFile(req.body), 'grades.xlsx', XLSX_MIME, authOf(req).userId)));
};
