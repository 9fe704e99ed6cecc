import '../surveys.css';
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import type { GraduateSurveyRow } from '@portal/contracts';
import { GRADUATE_PAGE_SIZE } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { SUCCESS_TAG_COLOR } from '../survey-links.ts';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../shared/current-user.tsx';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import type { PagedColumn } from '../../../shared/paged-table.tsx';
import type { PageRequest } from '../../../shared/paged-request.ts';
import { dateOnly, dateTime } from '../components/fill-status.tsx';
import { graduateSurveyOpen, graduateSurveyPath } from '../survey-links.ts';
import { surveyKeys, surveysApi } from '../surveys.api.ts';

/**
 * The graduate survey list (selection.md §2.10): the name opens the survey in a new tab only while
 * it is open and not submitted; a submitted survey shows a success label.
 */
export function GraduateSurveyListPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const client = useQueryClient();
  const columns: PagedColumn<GraduateSurveyRow>[] = [
    { title: t('surveys.columns.no'), key: 'no', width: 70, render: (_, _r, i) => i + 1 },
    { title: t('surveys.columns.title'), key: 'title', render: (_, r) => pickText(lang, r.title, r.titleEn) },
    {
      title: t('surveys.columns.surveyName'), key: 'surveyName',
      render: (_, r) => {
        const name = pickText(lang, r.surveyName, r.surveyNameEn);
        return graduateSurveyOpen(r)
          ? <a href={graduateSurveyPath(r)} target="_blank" rel="noopener noreferrer" data-testid="graduate-survey-link">{name}</a>
          : <span data-testid="graduate-survey-name">{name}</span>;
      },
    },
    { title: t('surveys.columns.period'), key: 'period', width: 210, render: (_, r) => `${dateOnly(r.beginTime)} ~ ${dateOnly(r.endTime)}` },
    { title: t('surveys.columns.createDate'), key: 'createTime', width: 120, render: (_, r) => dateOnly(r.createTime) },
    {
      title: t('surveys.columns.submitStatus'), key: 'isSubmit', width: 130,
      filter: { fieldName: 'isSubmit', options: [{ value: 'true', label: t('surveys.status.submitted') }, { value: 'false', label: t('surveys.status.unsubmitted') }] },
      render: (_, r) => (r.isSubmit
        ? <Tag color={SUCCESS_TAG_COLOR} data-testid="graduate-survey-status">{t('surveys.status.submitted')}</Tag>
        : <Tag data-testid="graduate-survey-status">{t('surveys.status.unsubmitted')}</Tag>),
    },
    { title: t('surveys.columns.submitTime'), key: 'submitSurvyTime', width: 160, render: (_, r) => dateTime(r.submitSurvyTime) },
  ];
  return (
    <div className="page-width page-block" data-testid="graduate-survey-list">
      <Card
        title={<h1 className="survey-card-title">{t('surveys.graduate.title')}</h1>}
        extra={(
          <Space>
            <Button icon={<ReloadOutlined />} data-testid="graduate-survey-refresh" onClick={() => void client.invalidateQueries({ queryKey: surveyKeys.graduate() })}>
              {t('surveys.actions.refresh')}
            </Button>
            <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/')}>{t('common.actions.back')}</Button>
          </Space>
        )}
      >
        <PagedTable<GraduateSurveyRow>
          queryKey={surveyKeys.graduate()}
          fetchPage={(r: PageRequest, signal: AbortSignal) => surveysApi.graduate(r, user.userID, signal)}
          columns={columns}
          rowKey="id"
          defaultPageSize={GRADUATE_PAGE_SIZE}
          rowTestId="graduate-survey-row"
        />
      </Card>
    </div>
  );
}
