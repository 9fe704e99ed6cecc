import { z } from 'zod';

/**
 * The kinds of notice the portal sends (platform/notifications README). `mandatory` kinds are the
 * ones the school wants everyone to get by e-mail: a user cannot turn their e-mail off. Every kind
 * has its template in notification-templates.ts, taking the params typed below.
 */
export const NOTIFICATION_KINDS = {
  'appointments.reminder': { mandatory: false, zh: '咨询预约提醒', en: 'Appointment reminders' },
  'appointments.cancelled': { mandatory: true, zh: '咨询预约取消', en: 'Appointment cancellations' },
} as const satisfies Record<string, { mandatory: boolean; zh: string; en: string }>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const notificationKinds = Object.keys(NOTIFICATION_KINDS) as [NotificationKind, ...NotificationKind[]];
export const notificationKindSchema = z.enum(notificationKinds);
export const isMandatoryKind = (kind: NotificationKind): boolean => NOTIFICATION_KINDS[kind].mandatory;

/** A text with its English form. */
export interface BiText { zh: string; en: string }

/** Who an appointment notice is for: the student sees the counsellor's name, the counsellor the student's. */
export interface AppointmentNoticeParams {
  /** The consult type ('职业咨询' / 'Career consulting'). */
  consultType: BiText;
  /** The other person of the appointment. */
  withName: BiText;
  /** 'YYYY-MM-DD HH:mm~HH:mm' at the school. */
  when: string;
  /** In person or online. */
  interflow: BiText;
  /** The room, or for an online appointment the meeting link. */
  place: BiText;
  online: boolean;
}

export interface NotificationParams {
  'appointments.reminder': AppointmentNoticeParams & {
    /** The school day of the appointment against the school's today by the database clock. */
    day: 'today' | 'tomorrow' | 'later';
  };
  'appointments.cancelled': AppointmentNoticeParams & { by: 'student' | 'counsellor' };
}
