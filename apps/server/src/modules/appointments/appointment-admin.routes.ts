import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBookingPageSchema, adminCounsellorListSchema, adminSlotListSchema, appointmentSettingsSchema, appointmentSettingsViewSchema, availabilityInputSchema,
  availabilityResultSchema, bookingListQuerySchema, counsellorAccountSchema, counsellorInputSchema, disabledInputSchema, moveInputSchema, noteInputSchema,
  outcomeInputSchema, reviewInputSchema, Role, slotPlaceInputSchema, slotQuerySchema, staffCancelInputSchema, subscribeDetailSchema,
} from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { AppointmentAdminService } from './appointment-admin.service.ts';
import { AppointmentsService } from './appointments.service.ts';

/** Counsellors act on their own record; the career office on all (README 'Staff API'). Students: 403. */
export const APPOINTMENT_STAFF = [Role.careerAdmin, Role.counsellor] as const;
const OFFICE = [Role.careerAdmin] as const;

const idResult = z.object({ id: z.number().int() });
const statusResult = z.object({ id: z.number().int(), status: z.number().int() });

export const appointmentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new AppointmentAdminService(app.db, app.files);
  const student = new AppointmentsService(app.db, app.files);
  const tags = ['appointments (staff)'];
  const base = '/appointments/admin';

  app.get(`${base}/counsellors`, {
    config: access(APPOINTMENT_STAFF, 'query'),
    schema: { tags, response: reply(adminCounsellorListSchema) },
  }, async (req) => ok(await service.counsellors(authOf(req))));

  app.get(`${base}/counsellor-accounts`, {
    config: access(OFFICE, 'query'),
    schema: { tags, response: reply(z.array(counsellorAccountSchema)) },
  }, async () => ok(await service.accounts()));

  app.post(`${base}/counsellors`, {
    config: access(OFFICE, 'add'),
    schema: { tags, body: counsellorInputSchema, response: reply(idResult) },
  }, async (req) => ok(await service.create(authOf(req), req.body)));

  app.put(`${base}/counsellors/:id`, {
    config: access(APPOINTMENT_STAFF, 'edit'),
    schema: { tags, params: idParams, body: counsellorInputSchema, response: reply(idResult) },
  }, async (req) => ok(await service.update(authOf(req), req.params.id, req.body)));

  app.put(`${base}/counsellors/:id/disabled`, {
    config: access(APPOINTMENT_STAFF, 'disable'),
    schema: { tags, params: idParams, body: disabledInputSchema, response: reply(idResult) },
  }, async (req) => ok(await service.setDisabled(authOf(req), req.params.id, req.body.disabled)));

  app.post(`${base}/counsellors/:id/availability`, {
    config: access(APPOINTMENT_STAFF, 'add'),
    schema: { tags, params: idParams, body: availabilityInputSchema, response: reply(availabilityResultSchema) },
  }, async (req) => ok(await service.availability(authOf(req), req.params.id, req.body)));

  app.get(`${base}/slots`, {
    config: access(APPOINTMENT_STAFF, 'query'),
    schema: { tags, querystring: slotQuerySchema, response: reply(adminSlotListSchema) },
  }, async (req) => ok(await service.slots(authOf(req), req.query)));

  app.put(`${base}/slots/:id/disabled`, {
    config: access(APPOINTMENT_STAFF, 'disable'),
    schema: { tags, params: idParams, body: disabledInputSchema, response: reply(idResult) },
  }, async (req) => ok(await service.setSlotDisabled(authOf(req), req.params.id, req.body.disabled)));

  app.put(`${base}/slots/:id/place`, {
    config: access(APPOINTMENT_STAFF, 'edit'),
    schema: { tags, params: idParams, body: slotPlaceInputSchema, response: reply(idResult) },
  }, async (req) => ok(await service.setSlotPlace(authOf(req), req.params.id, req.body)));

  app.delete(`${base}/slots/:id`, {
    config: access(APPOINTMENT_STAFF, 'delete'),
    schema: { tags, params: idParams, response: reply(idResult) },
  }, async (req) => ok(await service.deleteSlot(authOf(req), req.params.id)));

  app.get(`${base}/bookings`, {
    config: access(APPOINTMENT_STAFF, 'query'),
    schema: { tags, querystring: bookingListQuerySchema, response: reply(adminBookingPageSchema) },
  }, async (req) => ok(await service.bookings(authOf(req), req.query)));

  app.get(`${base}/bookings/:id`, {
    config: access(APPOINTMENT_STAFF, 'get'),
    schema: { tags, params: idParams, response: reply(subscribeDetailSchema) },
  }, async (req) => ok(await student.detail(authOf(req), req.params.id)));

  app.post(`${base}/bookings/:id/review`, {
    config: access(APPOINTMENT_STAFF, 'edit'),
    schema: { tags, params: idParams, body: reviewInputSchema, response: reply(statusResult) },
  }, async (req) => ok(await service.review(authOf(req), req.params.id, req.body)));

  app.post(`${base}/bookings/:id/cancel`, {
    config: access(APPOINTMENT_STAFF, 'edit'),
    schema: { tags, params: idParams, body: staffCancelInputSchema, response: reply(statusResult) },
  }, async (req) => ok(await service.cancel(authOf(req), req.params.id, req.body.replyNote)));

  app.post(`${base}/bookings/:id/move`, {
    config: access(APPOINTMENT_STAFF, 'edit'),
    schema: { tags, params: idParams, body: moveInputSchema, response: reply(z.object({ id: z.number().int(), slotId: z.number().int() })) },
  }, async (req) => ok(await service.move(authOf(req), req.params.id, req.body.slotId)));

  app.post(`${base}/bookings/:id/outcome`, {
    config: access(APPOINTMENT_STAFF, 'edit'),
    schema: { tags, params: idParams, body: outcomeInputSchema, response: reply(z.object({ id: z.number().int(), outcome: z.number().int().nullable(), surveyAssignmentId: z.number().int().nullable() })) },
  }, async (req) => ok(await service.outcome(authOf(req), req.params.id, req.body.outcome)));

  app.put(`${base}/bookings/:id/note`, {
    config: access(APPOINTMENT_STAFF, 'edit'),
    schema: { tags, params: idParams, body: noteInputSchema, response: reply(idResult) },
  }, async (req) => ok(await service.note(authOf(req), req.params.id, req.body.note)));

  app.get(`${base}/settings`, {
    config: access(APPOINTMENT_STAFF, 'get'),
    schema: { tags, response: reply(appointmentSettingsViewSchema) },
  }, async () => ok(await service.settings()));

  app.put(`${base}/settings`, {
    config: access(OFFICE, 'edit'),
    schema: { tags, body: appointmentSettingsSchema, response: reply(appointmentSettingsViewSchema) },
  }, async (req) => ok(await service.saveSettings(authOf(req), req.body)));
};
