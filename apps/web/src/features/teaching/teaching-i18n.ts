import enAttendance from '../../i18n/en-US/teaching/attendance.json';
import enCatalogue from '../../i18n/en-US/teaching/catalogue.json';
import enClasses from '../../i18n/en-US/teaching/classes.json';
import enGrades from '../../i18n/en-US/teaching/grades.json';
import enHomework from '../../i18n/en-US/teaching/homework.json';
import enLectures from '../../i18n/en-US/teaching/lectures.json';
import enTerms from '../../i18n/en-US/teaching/terms.json';
import enTimetable from '../../i18n/en-US/teaching/timetable.json';
import enTraining from '../../i18n/en-US/teaching/training.json';
import zhAttendance from '../../i18n/zh-CN/teaching/attendance.json';
import zhCatalogue from '../../i18n/zh-CN/teaching/catalogue.json';
import zhClasses from '../../i18n/zh-CN/teaching/classes.json';
import zhGrades from '../../i18n/zh-CN/teaching/grades.json';
import zhHomework from '../../i18n/zh-CN/teaching/homework.json';
import zhLectures from '../../i18n/zh-CN/teaching/lectures.json';
import zhTerms from '../../i18n/zh-CN/teaching/terms.json';
import zhTimetable from '../../i18n/zh-CN/teaching/timetable.json';
import zhTraining from '../../i18n/zh-CN/teaching/training.json';
import { registerTranslations } from '../../shared/language.ts';

/** The teaching texts, one file per part and language, load with the teaching pages. */
registerTranslations({
  'zh-CN': merge(zhAttendance, zhTraining, zhHomework, zhLectures, zhGrades, zhTimetable, zhTerms, zhCatalogue, zhClasses),
  'en-US': merge(enAttendance, enTraining, enHomework, enLectures, enGrades, enTimetable, enTerms, enCatalogue, enClasses),
});

/** Each part's file is { teaching: { <part>: {...} } }: join them under one teaching key. */
function merge(...files: { teaching: Record<string, unknown> }[]): Record<string, unknown> {
  return { teaching: Object.assign({}, ...files.map((f) => f.teaching)) };
}
