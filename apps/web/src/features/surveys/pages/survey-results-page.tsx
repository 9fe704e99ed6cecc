import '../surveys.css';
import { DownloadOutlined } from '@ant-design/icons';
import { Role } from '@portal/contracts';
import { Alert, Button, Card, Descriptions, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../shared/current-user.tsx';
import { notifyError } from '../../../shared/feedback.ts';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { LoadingCard } from '../../../shared/panel.tsx';
import { PermissionGate } from '../../../shared/permission-gate.tsx';
import { ResultChart } from '../components/result-chart.tsx';
import { SurveyStaffOnly, managesSurveys } from '../components/staff-only.tsx';
import { exportResults, useAssignments, useResults, useTeacherAssignments } from '../surveys.api.ts';

function Results() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const [search, setSearch] = useSearchParams();
  const assignmentId = Number(search.get('assignmentId')) || null;
  const staff = managesSurveys(user);
  const all = useAssignments(id, staff);
  const mine = useTeacherAssignments(!staff && user.roles.includes(Role.teacher));
  const results = useResults(id, assignmentId);
  const assignments = staff ? all.data ?? [] : (mine.data ?? []).filter((a) => a.surveyId === id);

  const onExport = async () => {
    try {
      const file = await exportResults(id, assignmentId);
      window.open(file.fileUrl, '_blank', 'noopener');
    } catch (e) {
      notifyError(e);
    }
  };

  if (!results.data) return <LoadingCard />;
  const r = results.data;
  return (
    <div className="page-width page-block" data-testid="survey-results">
      <Card
        title={<h1 className="survey-card-title">{t('surveys.results.title', { name: pickText(lang, r.surveyName, r.surveyNameEn) })}</h1>}
        extra={(
          <Space>
            {staff ? <Button onClick={() => void navigate('/admin/surveys')}>{t('common.actions.back')}</Button> : null}
            <PermissionGate action="export">
              <Button icon={<DownloadOutlined />} data-testid="results-export" onClick={() => void onExport()}>{t('surveys.results.export')}</Button>
            </PermissionGate>
          </Space>
        )}
      >
        <Space wrap className="survey-notice">
          <Select style={{ minWidth: 320 }} value={assignmentId ?? 0} aria-label={t('surveys.results.assignment')} data-testid="results-assignment"
            onChange={(v: number) => setSearch(v ? { assignmentId: String(v) } : {})}
            options={[{ value: 0, label: t(staff ? 'surveys.results.allAssignments' : 'surveys.results.allMine') },
              ...assignments.map((a) => ({ value: a.id, label: [pickText(lang, a.title ?? '', a.titleEn), pickText(lang, a.courseNameCN ?? '', a.courseNameEN), pickText(lang, a.teacherName ?? '', a.teacherNameEn), pickText(lang, a.targetLabel, a.targetLabelEn)].filter(Boolean).join(' · ') }))]} />
        </Space>
        <Descriptions size="small" column={3} items={[
          { key: 'assignees', label: t('surveys.results.assignees'), children: r.assignees },
          { key: 'submitted', label: t('surveys.results.submitted'), children: <span data-testid="results-submitted">{r.submitted}</span> },
          { key: 'drafts', label: t('surveys.results.drafts'), children: r.drafts },
          ...(r.anonymous ? [{ key: 'aggregated', label: t('surveys.results.aggregated'), children: <span data-testid="results-aggregated">{r.aggregated}</span> }] : []),
        ]} />
        {r.anonymous ? <Alert type="info" showIcon className="survey-notice" title={t('surveys.results.anonymous', { threshold: r.threshold })} /> : null}
        {r.hidden ? <Alert type="warning" showIcon className="survey-notice" data-testid="results-hidden" title={t('surveys.results.hidden', { threshold: r.threshold })} /> : null}
        {!r.hidden && r.withheld > 0
          ? <Alert type="info" showIcon className="survey-notice" data-testid="results-withheld" title={t('surveys.results.withheld', { n: r.withheld, threshold: r.threshold })} />
          : null}
        {r.questions.map((q, i) => (
          <Card size="small" key={q.questionID} className="result-question" data-testid="result-question"
            title={`${i + 1}. ${pickText(lang, q.body, q.bodyEn)}`} extra={t('surveys.results.answered', { n: q.answered })}>
            {q.type === 'GROUP'
              ? q.subQuestions.map((s, j) => (
                <div key={s.questionID} className="result-question">
                  <div className="survey-question-title">{`${i + 1}.${j + 1} ${pickText(lang, s.body, s.bodyEn)}`}</div>
                  <ResultChart q={s} />
                </div>
              ))
              : <ResultChart q={q} />}
          </Card>
        ))}
      </Card>
    </div>
  );
}

/** Results per question as charts (counts, averages, matrix tables), with the xlsx export. */
export function SurveyResultsPage() {
  return (
    <SurveyStaffOnly teachers>
      <Results />
    </SurveyStaffOnly>
  );
}
