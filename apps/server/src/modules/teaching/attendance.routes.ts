import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Role, attendanceCourseQuerySchema, attendanceDaysSchema, attendanceCourseRowSchema, attendanceImportPreviewSchema, attendanceImportResultSchema, attendanceImportSaveSchema,
  attendanceRatesQuerySchema, attendanceRatesSchema, attendanceRecordSchema, attendanceSaveSchema, attendanceSearchSchema, fileRecordSchema,
  importQuerySchema, isNowTermQuerySchema, myAttendanceQuerySchema, myAttendanceSchema, pageOf, startClassHeaderSchema, startClassIdQuerySchema, studentHitSchema, studentSearchSchema,
} from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { receiveUpload } from '../../platform/files/receive-upload.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requestLang } from '../../platform/http/request-language.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { AttendanceService } from './attendance.service.ts';
import { myAttendance } from './attendance-mine.service.ts';
import { XLSX_MIME } from '../../platform/files/sheet-writer.ts';

/** Teachers (their own classes, checked per class by the service) and the teaching administrators; students never. */
const staff = [Role.teacher, Role.teachingAdmin];

/** The attendance calls of calls.tsv (ACAD-C01…C10), the template download, the class's days and the rates. */
export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new AttendanceService(app.db);
  const tags = ['teaching'];

  app.post('/GsmBishopManagement/Search', { config: access(staff, 'query'), schema: { tags, body: attendanceCourseQuerySchema, response: reply(pageOf(attendanceCourseRowSchema)) } },
    async (req) => ok(await service.courseList(authOf(req), req.body)));

  app.post('/GsmBishopManagement/IsNowTerm', { config: access(staff, 'query'), schema: { tags, querystring: isNowTermQuerySchema, response: reply(z.boolean()) } },
    async (req) => ok(await service.isNowTerm(authOf(req), req.query.startClassId)));

  app.get('/GsmBishopManagement/GetStartClass', { config: access(staff, 'get'), schema: { tags, querystring: startClassIdQuerySchema, response: reply(startClassHeaderSchema) } },
    async (req) => ok(await service.header(authOf(req), req.query.id)));

  app.post('/GsmBishopManagement/SearchAttendance', { config: access(staff, 'query'), schema: { tags, body: attendanceSearchSchema, response: reply(pageOf(attendanceRecordSchema)) } },
    async (req) => ok(await service.records(authOf(req), req.body.startClassId, req.body, requestLang(req))));

  app.post('/GsmBishopManagement/SearchQueryText', { config: access(staff, 'query'), schema: { tags, body: studentSearchSchema, response: reply(pageOf(studentHitSchema)) } },
    async (req) => ok(await service.students(authOf(req), req.body.startClassId, req.body)));

  app.post('/GsmBishopManagement', { config: access(staff, 'add'), schema: { tags, body: attendanceSaveSchema, response: reply(z.object({ id: z.number().int() })) } },
    async (req) => ok(await service.create(authOf(req), req.body)));

  app.put('/GsmBishopManagement/:id', { config: access(staff, 'edit'), schema: { tags, params: idParams, body: attendanceSaveSchema, response: reply(z.object({ id: z.number().int() })) } },
    async (req) => ok(await service.update(authOf(req), req.params.id, req.body)));

  app.delete('/GsmBishopManagement/:id', { config: access(staff, 'delete'), schema: { tags, params: idParams, response: reply(z.null()) } },
    async (req) => { await service.remove(authOf(req), req.params.id); return ok(null); });

  app.get('/GSMStartClassAttendance/Template', {
    config: access(staff, 'export', { writes: true }), schema: { tags, querystring: importQuerySchema, response: reply(fileRecordSchema) },
  }, async (req) => {
    const bytes = await service.template(authOf(req), req.query.startClassId);
    return ok(await app.files.saveGenerated(bytes, `attendance-template-${req.query.startClassId}.xlsx`, XLSX_MIME, authOf(req).userId));
  });

  app.post('/GSMStartClassAttendance/ImportExcel', {
    config: access(staff, 'import'), schema: { tags, querystring: importQuerySchema, consumes: ['multipart/form-data'], response: reply(attendanceImportPreviewSchema) },
  }, async (req) => {
    const who = authOf(req);
    // The class and term are checked before the upload is read, so a refused caller stages nothing.
    await service.writableClass(app.db, who, req.query.startClassId);
    const staged = await receiveUpload(req, app.files.storage, 'spreadsheet');
    try {
      return ok(await service.importPreview(who, req.query.startClassId, staged.path));
    } finally {
      await app.files.storage.discard(staged.path);
    }
  });

  app.post('/GSMStartClassAttendance/SaveImportExcel', { config: access(staff, 'import'), schema: { tags, body: attendanceImportSaveSchema, response: reply(attendanceImportResultSchema) } },
    async (req) => ok(await service.importSave(authOf(req), req.body)));

  app.get('/GSMStartClassAttendance/Days', { config: access(staff, 'query'), schema: { tags, querystring: importQuerySchema, response: reply(attendanceDaysSchema) } },
    async (req) => ok(await service.days(authOf(req), req.query.startClassId)));

  app.get('/GSMStartClassAttendance/Rates', { config: access(staff, 'query'), schema: { tags, querystring: attendanceRatesQuerySchema, response: reply(attendanceRatesSchema) } },
    async (req) => ok(await service.rates(authOf(req), req.query.startClassId, req.query.threshold)));

  // A student's own attendance (our path): the student themself or the teaching office; another student's 403.
  app.get('/teaching/attendance/mine', { config: access([Role.student, Role.teachingAdmin], 'query'), schema: { tags, querystring: myAttendanceQuerySchema, response: reply(myAttendanceSchema) } },
    async (req) => ok(await myAttendance(app.db, authOf(req), req.query)));
};
