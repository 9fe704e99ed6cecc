import { z } from 'zod';
import { appointmentKinds, type AppointmentNotices } from './notice-kinds/appointments.ts';
import { biddingKinds, type BiddingNotices } from './notice-kinds/bidding.ts';
import { careerKinds, type CareerNotices } from './notice-kinds/careers.ts';
import { doubleDegreeKinds, type DoubleDegreeNotices } from './notice-kinds/double-degree.ts';
import { mobilityKinds, type MobilityNotices } from './notice-kinds/mobility.ts';
import { resumeKinds, type ResumeNotices } from './notice-kinds/resumes.ts';
import { selectionKinds, type SelectionNotices } from './notice-kinds/selection.ts';
import { bulletinKinds, type BulletinNotices } from './notice-kinds/shell.ts';
import { surveyKinds, type SurveyNotices } from './notice-kinds/surveys.ts';
import { teachingKinds, type TeachingNotices } from './notice-kinds/teaching.ts';

export type { BiText, KindInfo, NoticeText, NoticeTexts } from './notice-kinds/common.ts';
export type { AppointmentNoticeParams } from './notice-kinds/appointments.ts';

/**
 * The kinds of notice the portal sends (platform/notifications README), named `<module>.<event>`,
 * one file per module under notice-kinds/: its params per kind, labels, `mandatory` (the school
 * wants everyone to get these by e-mail: a user cannot turn them off) and templates.
 */
export const NOTIFICATION_KINDS = {
  ...appointmentKinds, ...biddingKinds, ...careerKinds, ...doubleDegreeKinds, ...mobilityKinds,
  ...resumeKinds, ...selectionKinds, ...bulletinKinds, ...surveyKinds, ...teachingKinds,
} as const;

/** Each kind's template params. */
export type NotificationParams = AppointmentNotices & BiddingNotices & CareerNotices & DoubleDegreeNotices & MobilityNotices
  & ResumeNotices & SelectionNotices & BulletinNotices & SurveyNotices & TeachingNotices;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS & keyof NotificationParams;
export const notificationKinds = Object.keys(NOTIFICATION_KINDS) as [NotificationKind, ...NotificationKind[]];
export const notificationKindSchema = z.enum(notificationKinds);
export const isMandatoryKind = (kind: NotificationKind): boolean => NOTIFICATION_KINDS[kind].mandatory;
