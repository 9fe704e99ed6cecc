import { z } from 'zod';
import { notificationKindSchema } from './notification-kinds.ts';
import { MAX_PAGE_NO, pageOf, pageSizeSchema } from './paging.ts';

/** The portal languages a user can choose; the server keeps the choice for e-mail (default zh-CN). */
export const userLanguageSchema = z.enum(['zh-CN', 'en-US']);
export type UserLanguage = z.infer<typeof userLanguageSchema>;
/** `PUT /api/me/language`: the signed-in user's language, set when they switch it in the portal. */
export const languageBodySchema = z.object({ language: userLanguageSchema });

/** `GET /api/notifications/preferences`: every kind with whether the caller gets it by e-mail. */
export const notificationPreferenceSchema = z.object({
  kind: notificationKindSchema,
  label: z.string(),
  labelEn: z.string(),
  mandatory: z.boolean(),
  email: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;
/** `PUT /api/notifications/preferences`: e-mail on or off for some kinds; a mandatory kind cannot be turned off (99400). */
export const notificationPreferencesBodySchema = z.object({
  preferences: z.array(z.object({ kind: notificationKindSchema, email: z.boolean() })).min(1).max(100),
});

export const DELIVERY_CHANNELS = ['portal', 'email'] as const;
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

const filter = (max: number) => z.string().max(max).optional().transform((s) => s?.trim() || undefined);

/** `GET /api/admin/notifications/deliveries`: the staff delivery log, newest first. */
export const deliveryLogQuerySchema = z.object({
  eventKey: filter(300),
  kind: filter(100),
  status: z.union([z.literal('').transform(() => undefined), z.enum(DELIVERY_STATUSES)]).optional(),
  pageNo: z.coerce.number().int().min(0).max(MAX_PAGE_NO).default(0),
  pageSize: pageSizeSchema(20),
});
export type DeliveryLogQuery = z.output<typeof deliveryLogQuerySchema>;

export const deliveryLogRowSchema = z.object({
  id: z.number().int(),
  eventKey: z.string(),
  kind: z.string(),
  recipient: z.object({ id: z.number().int(), name: z.string(), enName: z.string().nullable(), username: z.string() }),
  channel: z.enum(DELIVERY_CHANNELS),
  status: z.enum(DELIVERY_STATUSES),
  /** Why a delivery was skipped: no-smtp, no-address, turned-off. */
  detail: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DeliveryLogRow = z.infer<typeof deliveryLogRowSchema>;
export const deliveryLogPageSchema = pageOf(deliveryLogRowSchema);
