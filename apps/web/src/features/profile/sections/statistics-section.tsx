import type { Statistics } from '@portal/contracts';
import { Button, Descriptions, Form, Popover, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { schoolNow } from '../../../shared/date-format.ts';
import { useLanguage } from '../../../shared/language.ts';
import { TypedText } from '../../../shared/typed-text.tsx';
import { profileApi, profileKeys } from '../profile.api.ts';
import { ALL_YEARS, capItems, statisticYears } from '../profile-rules.ts';
import { SectionFrame } from './form-parts.tsx';

/** A count whose details open in a popover: five at most, then an ellipsis (PROF-U11, K02). */
function CountWithDetails({ count, title, items, testId }: { count: number; title: string; items: ReactNode[]; testId: string }) {
  const { t } = useTranslation();
  const { shown, more } = capItems(items);
  if (count === 0 || items.length === 0) return <span data-testid={testId}>{count}</span>;
  const content = (
    <ul style={{ margin: 0, paddingLeft: 18, maxWidth: 360 }} data-testid={`${testId}-details`}>
      {shown.map((item, i) => <li key={i}>{item}</li>)}
      {more ? <li aria-label={t('common.actions.more')} data-testid={`${testId}-more`}>{t('profile.student.statistic.more')}</li> : null}
    </ul>
  );
  // Hover and focus, not click too: a click brings both, and a click trigger then closed the popover
  // they had just opened (seen with motion off, when nothing delays the opening).
  return (
    <Popover content={content} title={t('profile.student.statistic.details', { what: title })} trigger={['hover', 'focus']}>
      <Button type="link" size="small" style={{ padding: 0 }} data-testid={testId} aria-label={`${title}: ${count}`}>{count}</Button>
    </Popover>
  );
}

/** The counts of one statistics record (PROF-N10), with their details. */
export function StatisticsView({ data }: { data: Statistics }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const en = lang === 'en-US';
  const f = (key: string) => t(`profile.student.statistic.${key}`);
  const activity = (a: { activityName: string; activityNameEN: string }) => <TypedText text={en && a.activityNameEN ? a.activityNameEN : a.activityName} />;
  return (
    <Descriptions bordered column={1} size="small" data-testid="profile-statistics">
      <Descriptions.Item label={f('consults')}>
        <CountWithDetails count={data.vdInterviewConsultCount} title={f('consults')} testId="profile-stat-consults"
          items={data.vdInterviewConsultData.map((c) => (
            <TypedText text={t('profile.student.statistic.consultRow', { time: c.time, counselor: en && c.counselorNameEN ? c.counselorNameEN : c.counselorName, type: en && c.consultTypeEN ? c.consultTypeEN : c.consultType })} />
          ))} />
      </Descriptions.Item>
      <Descriptions.Item label={f('resume')}><span data-testid="profile-stat-resume">{en ? data.isHaveResumeEN : data.isHaveResume}</span></Descriptions.Item>
      <Descriptions.Item label={f('optimise')}><span data-testid="profile-stat-optimise">{en ? data.isOptimizeApplyEN : data.isOptimizeApply}</span></Descriptions.Item>
      <Descriptions.Item label={f('enterpriseActivities')}>
        <CountWithDetails count={data.participationEnterpriseActivyCount} title={f('enterpriseActivities')} testId="profile-stat-enterprise"
          items={data.participationEnterpriseActivyData.map(activity)} />
      </Descriptions.Item>
      <Descriptions.Item label={f('studentActivities')}>
        <CountWithDetails count={data.participationStudentActivyCount} title={f('studentActivities')} testId="profile-stat-student"
          items={data.participationStudentActivyData.map(activity)} />
      </Descriptions.Item>
    </Descriptions>
  );
}

/**
 * activity-statistic (PROF-U11, C22, K02): the year filter (the current year and the three before
 * it, or all) applied by Search, and the counts of the chosen years.
 */
export function StatisticsSection({ studentId }: { studentId: number }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`profile.student.statistic.${key}`);
  const years = statisticYears(schoolNow().year());
  const [picked, setPicked] = useState<string>(String(years[0]));
  const [applied, setApplied] = useState<string>(picked);
  const query = useQuery({ queryKey: profileKeys.statistics(studentId, applied), queryFn: () => profileApi.statistics(studentId, applied) });
  const record = query.data?.data[0];
  return (
    <div>
      <Form layout="inline" style={{ marginBottom: 16 }} onFinish={() => setApplied(picked)}>
        <Form.Item label={f('year')} htmlFor="profile-stat-year">
          <Select id="profile-stat-year" value={picked} onChange={setPicked} style={{ width: 160 }} data-testid="profile-stat-year"
            options={[{ value: ALL_YEARS, label: f('allYears') }, ...years.map((y) => ({ value: String(y), label: String(y) }))]} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={query.isFetching} data-testid="profile-stat-search">{f('search')}</Button>
        </Space>
      </Form>
      <SectionFrame loading={query.isLoading} failed={query.isError && !record} onRetry={() => void query.refetch()} testId="profile-statistic">
        {record ? <StatisticsView data={record} /> : <p data-testid="profile-stat-none">{f('none')}</p>}
      </SectionFrame>
    </div>
  );
}
