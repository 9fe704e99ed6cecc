import { accessMessages } from './access.messages.ts';
import { appointmentMessages } from './appointment.messages.ts';
import { biddingMessages } from './bidding.messages.ts';
import { careerMessages } from './career.messages.ts';
import { educationMessages } from './education.messages.ts';
import { mealMessages } from './meal.messages.ts';
import { mobilityMessages } from './mobility.messages.ts';
import { mobilityEligibilityMessages } from './mobility-eligibility.messages.ts';
import { mobilityReviewMessages } from './mobility-review.messages.ts';
import { personalInfoMessages } from './personal-info.messages.ts';
import { platformMessages } from './platform.messages.ts';
import { profileMessages } from './profile.messages.ts';
import { resumeMessages } from './resume.messages.ts';
import { selectionMessages } from './selection.messages.ts';
import { surveyMessages } from './survey.messages.ts';
import { teachingAttendanceMessages } from './teaching-attendance.messages.ts';
import { teachingTrainingMessages } from './teaching-training.messages.ts';
import { teachingLecturesMessages } from './teaching-lectures.messages.ts';
import { teachingGradesMessages } from './teaching-grades.messages.ts';
import { teachingTimetableMessages } from './teaching-timetable.messages.ts';
import { teachingTermsMessages } from './teaching-terms.messages.ts';
import { teachingCatalogueMessages } from './teaching-catalogue.messages.ts';
import { teachingClassesMessages } from './teaching-classes.messages.ts';
import { teachingRolloverMessages } from './teaching-rollover.messages.ts';
import { validationMessages } from './validation.messages.ts';
import { peopleAdminMessages } from './people-admin.messages.ts';
import { peopleImportMessages } from './people-import.messages.ts';
import { passwordLinkMessages } from './password-links.messages.ts';
import { personalDataMessages } from './personal-data.messages.ts';
import { notificationMessages } from './notification.messages.ts';
import { buildCatalogue } from './catalogue.ts';
import type { MessageTable, MessageText } from './types.ts';

export type { MessageTable, MessageText } from './types.ts';

export { buildCatalogue } from './catalogue.ts';
export { choiceStatusDesCode } from './selection.messages.ts';

/** One table per domain; a new domain adds its table here. */
export const messages = buildCatalogue(
  platformMessages,
  validationMessages,
  careerMessages,
  resumeMessages,
  mealMessages,
  appointmentMessages,
  educationMessages,
  accessMessages,
  mobilityMessages,
  mobilityEligibilityMessages,
  mobilityReviewMessages,
  surveyMessages,
  biddingMessages,
  teachingAttendanceMessages,
  teachingTrainingMessages,
  teachingLecturesMessages,
  teachingGradesMessages,
  teachingTimetableMessages,
  teachingTermsMessages,
  teachingCatalogueMessages,
  teachingClassesMessages,
  teachingRolloverMessages,
  selectionMessages,
  personalInfoMessages,
  profileMessages,
  peopleAdminMessages,
  peopleImportMessages,
  passwordLinkMessages,
  personalDataMessages,
  notificationMessages,
);

/** Every known code: `new BizError('9999x')` with a code missing from the catalogue does not compile. */
export type MessageCode = keyof typeof messages & string;

/** For codes that arrive as data (a database function's answer): narrows a string to a known code. */
export function isMessageCode(code: string): code is MessageCode {
  return Object.hasOwn(messages, code);
}

const fill = (text: string, params: Record<string, string | number> = {}) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));

export function messageText(code: string, lang: 'zh' | 'en', params?: Record<string, string | number>): string | undefined {
  const entry: MessageText | undefined = (messages as MessageTable)[code];
  return entry ? fill(entry[lang], params) : undefined;
}
