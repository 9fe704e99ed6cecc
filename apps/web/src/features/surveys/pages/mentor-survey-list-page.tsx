import '../surveys.css';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { MentorSurveyTable } from '../components/mentor-survey-table.tsx';

/** The nominated-mentor survey list (/education/selection/alumni/excellent, selection.md §2.4). */
export function MentorSurveyListPage() {
  const { t } = useTranslation();
  return (
    <div className="page-width page-block" data-testid="mentor-survey-list">
      <Card title={<h1 className="survey-card-title">{t('surveys.mentor.title')}</h1>}>
        <MentorSurveyTable from="alumni" />
      </Card>
    </div>
  );
}
