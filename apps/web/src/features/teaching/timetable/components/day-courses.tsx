import type { TimetableDayCourse } from '@portal/contracts';
import { Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickText, type Language } from '../../../../shared/language.ts';
import { DAY_CELL_LIMIT } from '../timetable-rules.ts';

function CourseLine({ c, lang }: { c: TimetableDayCourse; lang: Language }) {
  return (
    <div className="timetable-course" data-testid="timetable-course">
      <div className="timetable-course-time">{c.startTime}–{c.endTime}</div>
      <div className="timetable-course-name">{pickText(lang, c.courseName, c.courseNameEn)}</div>
      <div className="timetable-course-meta">
        {[pickText(lang, c.classPlace, c.classPlaceEn), pickText(lang, c.teacherNames, c.teacherNamesEn), pickText(lang, c.className, c.classNameEn)].filter(Boolean).join(' · ')}
      </div>
    </div>
  );
}

/** A calendar day's courses: the first two, and the rest behind 'view more' (ACAD-U10). */
export function DayCourses({ day, courses, lang }: { day: string; courses: TimetableDayCourse[]; lang: Language }) {
  const { t } = useTranslation();
  const shown = courses.slice(0, DAY_CELL_LIMIT);
  return (
    <div className="timetable-day">
      {shown.map((c, i) => <CourseLine key={`${c.startTime}-${i}`} c={c} lang={lang} />)}
      {courses.length > DAY_CELL_LIMIT ? (
        <Popover
          title={day}
          trigger="click"
          content={<div className="timetable-popover">{courses.map((c, i) => <CourseLine key={`${c.startTime}-${i}`} c={c} lang={lang} />)}</div>}
        >
          <button type="button" className="timetable-more" data-testid="timetable-more">
            {t('teaching.timetable.viewMore', { count: courses.length - DAY_CELL_LIMIT })}
          </button>
        </Popover>
      ) : null}
    </div>
  );
}
