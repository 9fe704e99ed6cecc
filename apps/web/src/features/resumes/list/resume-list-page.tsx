import { ArrowLeftOutlined } from '@ant-design/icons';
import { isResumeStudentType, messageText, PUBLISH_MIN_COMPLETENESS, ResumeKind } from '@portal/contracts';
import type { ResumeRow } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCurrentUser } from '../../../shared/current-user.tsx';
import { formatDateTime } from '../../../shared/date-format.ts';
import { notifyError } from '../../../shared/feedback.ts';
import { messageLang } from '../../../shared/language.ts';
import { testIdProps } from '../../../shared/paged-table.tsx';
import { resumeKeys, resumesApi, useResumeListMutation } from '../resumes.api.ts';
import { OwnPdfAction } from './own-pdf-action.tsx';
import { typedLang } from '../../../shared/typed-text.tsx';
import { editorPath, hasBuiltResumes, optimizeBlocked, orderedRows, publicBlocked } from './resume-rows.ts';
import { StatusSwitch } from './status-switch.tsx';

/**
 * My resumes (RES-R01, U01, S01, S03, S04, V13, M02): the Chinese, English and manual resumes with
 * their completeness, public and optimise switches and the counsellor's suggestion, and the own PDF.
 * The first visit creates the three resumes of the student's type (InitStudentResume); a student of
 * another type reads the type warning (1106) and can open or change nothing.
 */
export function ResumeListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const studentType = user.resumeStudentType;
  const typeOk = isResumeStudentType(studentType);
  // A student of another type has no resumes to list (the server refuses with 1106): the rows stand empty and disabled.
  const list = useQuery({ queryKey: resumeKeys.list(user.id), queryFn: () => resumesApi.list(user.id), enabled: typeOk });
  const init = useResumeListMutation((studentType: number) => resumesApi.init(user.id, studentType));
  const initStarted = useRef(false);

  useEffect(() => {
    if (!isResumeStudentType(studentType) || !list.data || hasBuiltResumes(list.data) || initStarted.current) return;
    initStarted.current = true;
    // 1100 (already initialised) only means another tab was first: the list is read again either way.
    init.mutateAsync(studentType).catch((err: unknown) => notifyError(err, 'info'));
  }, [list.data, init, studentType]);

  const kindName = (r: ResumeRow) => t(`resumes.list.kinds.${r.kind}`);
  const col = (key: string) => t(`resumes.list.columns.${key}`);
  const columns: TableColumnsType<ResumeRow> = [
    {
      title: col('resume'), key: 'resume', render: (_, r) => {
        const path = typeOk ? editorPath(r) : null;
        return path ? <Link to={path} data-testid="resume-link">{kindName(r)}</Link> : <span>{kindName(r)}</span>;
      },
    },
    { title: col('completeness'), key: 'howComplete', width: 110, render: (_, r) => (r.kind === ResumeKind.upload || r.id === 0 ? '-' : <span data-testid="resume-completeness">{r.howComplete}%</span>) },
    {
      title: col('action'), key: 'action', width: 260, render: (_, r) => {
        if (r.kind === ResumeKind.upload) return <OwnPdfAction row={r} userId={user.id} disabled={!typeOk} />;
        const path = typeOk ? editorPath(r) : null;
        return (
          <Button type="link" size="small" disabled={!path} onClick={() => path && void navigate(path)} data-testid="resume-edit"
            aria-label={t('resumes.list.editLabel', { name: kindName(r) })}>
            {t('resumes.list.edit')}
          </Button>
        );
      },
    },
    {
      title: col('isPublic'), key: 'isPublic', width: 100, render: (_, r) => (
        <StatusSwitch row={r} field="isPublic" disabled={!typeOk || publicBlocked(r)} label={t('resumes.list.publicLabel', { name: kindName(r) })} data-testid="resume-public" />
      ),
    },
    {
      title: col('optimize'), key: 'isOptimize', width: 130, render: (_, r) => (r.kind === ResumeKind.upload ? '-' : (
        <StatusSwitch row={r} field="isOptimize" disabled={!typeOk || optimizeBlocked(r)} label={t('resumes.list.optimizeLabel', { name: kindName(r) })} data-testid="resume-optimize" />
      )),
    },
    {
      title: col('suggestion'), key: 'optimizeSuggest', render: (_, r) => (r.optimizeSuggest ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }} lang={typedLang(r.optimizeSuggest)} data-testid="resume-suggestion"
          ellipsis={{ rows: 3, expandable: true, symbol: t('resumes.list.more') }}>
          {r.optimizeSuggest}
        </Typography.Paragraph>
      ) : '-'),
    },
    { title: col('modified'), key: 'lastModificationTime', width: 150, render: (_, r) => formatDateTime(r.lastModificationTime, '-') },
  ];

  return (
    <div className="page-width page-block" data-testid="resume-list-page">
      <Card
        title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('resumes.list.title')}</h1>}
        extra={<Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/')} data-testid="resume-list-back">{t('common.actions.back')}</Button>}
      >
        {typeOk ? null : (
          <Alert type="warning" showIcon style={{ marginBottom: 12 }} data-testid="resume-type-warning" title={messageText('1106', messageLang())} />
        )}
        {list.isError ? <Alert type="error" showIcon style={{ marginBottom: 12 }} title={t('resumes.list.loadFailed')} /> : null}
        <Table<ResumeRow>
          rowKey="kind"
          columns={columns}
          dataSource={list.data || !typeOk ? orderedRows(list.data ?? []) : []}
          loading={list.isLoading || init.isPending}
          pagination={false}
          onRow={(r) => testIdProps(`resume-row-${r.kind}`)}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }} data-testid="resume-list-tip">
          {t('resumes.list.tip', { min: PUBLISH_MIN_COMPLETENESS })}
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
