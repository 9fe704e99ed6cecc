import '../timetable.css';
import { Card, Result, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../../shared/current-user.tsx';
import { TimetableCalendar } from '../components/timetable-calendar.tsx';
import { TimetableList } from '../components/timetable-list.tsx';
import { useSchoolYears } from '../timetable.api.ts';
import { timetableMode } from '../timetable-rules.ts';

/**
 * The course timetable (ACAD-R07, U09, S09): benyan and MBA students see a calendar and a list of
 * their weekly classes, EMBA students the list of their dated sessions, other types a warning.
 */
export function TimetablePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const mode = timetableMode(user.pageType);
  const years = useSchoolYears();
  if (!mode) {
    return <div className="page-width page-block"><Result status="warning" title={t('teaching.timetable.typeMismatch')} data-testid="timetable-mismatch" /></div>;
  }
  const list = years.data?.data ?? [];
  return (
    <div className="page-width page-block" data-testid="timetable-page">
      <Card title={<h1 className="timetable-title">{t('teaching.timetable.title')}</h1>}>
        {years.isPending ? <Spin /> : mode === 'weekly' ? (
          <Tabs
            items={[
              { key: 'calendar', label: t('teaching.timetable.tabs.calendar'), children: <TimetableCalendar years={list} /> },
              { key: 'list', label: t('teaching.timetable.tabs.list'), children: <TimetableList years={list} mode={mode} /> },
            ]}
          />
        ) : <TimetableList years={list} mode={mode} />}
      </Card>
    </div>
  );
}
