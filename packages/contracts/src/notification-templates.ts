import type { NotificationKind, NotificationParams } from './notification-kinds.ts';
import { appointmentTemplates } from './notice-kinds/appointments.ts';
import { biddingTemplates } from './notice-kinds/bidding.ts';
import { careerTemplates } from './notice-kinds/careers.ts';
import type { NoticeTexts } from './notice-kinds/common.ts';
import { doubleDegreeTemplates } from './notice-kinds/double-degree.ts';
import { mobilityTemplates } from './notice-kinds/mobility.ts';
import { resumeTemplates } from './notice-kinds/resumes.ts';
import { selectionTemplates } from './notice-kinds/selection.ts';
import { bulletinTemplates } from './notice-kinds/shell.ts';
import { surveyTemplates } from './notice-kinds/surveys.ts';
import { teachingTemplates } from './notice-kinds/teaching.ts';

type Templates = { [K in NotificationKind]: (p: NotificationParams[K]) => NoticeTexts };

/** One template per kind, gathered from the modules' files: the compiler asks for a missing one. */
export const notificationTemplates: Templates = {
  ...appointmentTemplates, ...biddingTemplates, ...careerTemplates, ...doubleDegreeTemplates, ...mobilityTemplates,
  ...resumeTemplates, ...selectionTemplates, ...bulletinTemplates, ...surveyTemplates, ...teachingTemplates,
};

export function renderNotice<K extends NotificationKind>(kind: K, params: NotificationParams[K]): NoticeTexts {
  return notificationTemplates[kind](params);
}
