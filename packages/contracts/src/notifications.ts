import { z } from 'zod';
import { pageQueryOf } from './paging.ts';

/**
 * In-app notifications (platform): short bilingual messages to one user, e.g. the appointment
 * reminder of the day before. `GET /api/notifications` (the caller's, newest first, `unreadOnly`,
 * `kind`), `GET /api/notifications/kinds`, `POST /api/notifications/{id}/read`,
 * `POST /api/notifications/read-all`.
 */
export const notificationListQuerySchema = pageQueryOf(10).extend({
  unreadOnly: z.enum(['true', 'false']).optional().transform((v) => v === 'true'),
  /** A kind ('appointments.reminder') or its family, the part before the first dot ('appointments'). */
  kind: z.string().max(64).regex(/^[A-Za-z0-9_.-]+$/).optional(),
});
/** The kinds the caller has notifications of, for the list's filter. */
export const notificationKindsSchema = z.object({ kinds: z.array(z.string()) });
export const notificationSchema = z.object({
  id: z.number().int(),
  /** Who sent it and why, e.g. 'appointments.reminder'. */
  kind: z.string(),
  title: z.string(),
  titleEn: z.string(),
  body: z.string(),
  bodyEn: z.string(),
  /** A portal route to open, e.g. /appointment/question-info/12?type=1. */
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationPageSchema = z.object({ data: z.array(notificationSchema), total: z.number().int(), unread: z.number().int() });
