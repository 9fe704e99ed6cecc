import '../../selection.css';
import { EditOutlined, ReloadOutlined } from '@ant-design/icons';
import type { SelectionPageType, SelectionRound } from '@portal/contracts';
import { SELECTION_PAGE_SIZE } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCurrentUser } from '../../../../shared/current-user.tsx';
import { notifyError, notifyMessage } from '../../../../shared/feedback.ts';
import { PagedTable } from '../../../../shared/paged-table.tsx';
import type { PagedColumn } from '../../../../shared/paged-table.tsx';
import { CurrentRoundsNotice } from '../components/current-rounds-notice.tsx';
import { ResumeDialog } from '../components/resume-dialog.tsx';
import { useRoundColumns } from '../components/round-columns.tsx';
import { mentorBasePath, roundOperate } from '../selection-rules.ts';
import { selectionApi, selectionKeys } from '../selection-student.api.ts';

/**
 * Mentor selection (SEL-R01 mbaxy, SEL-R02 benyan; SEL-U01): the student's rounds with the operate
 * column of SEL-S01, the header's refresh and 'edit my resume'. Entering a round to choose needs an
 * uploaded resume (SEL-S04); viewing an ended round does not.
 */
export function MentorIndexPage({ pageType }: { pageType: SelectionPageType }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [resumeOpen, setResumeOpen] = useState(false);
  const m = (key: string) => t(`selection.student.mentor.${key}`);
  const base = mentorBasePath[pageType] ?? '/404';

  const enter = async (round: SelectionRound) => {
    try {
      const record = await selectionApi.record(round.id);
      if (!record.resumeGuid) {
        notifyMessage('warning', t('selection.student.resume.uploadFirst'));
        return;
      }
    } catch (err) {
      notifyError(err, 'warning');
      return;
    }
    void navigate(`${base}/${round.id}`);
  };

  const columns: PagedColumn<SelectionRound>[] = [
    ...useRoundColumns(false),
    {
      title: t('selection.student.columns.operate'), key: 'operate', width: 140,
      render: (_, r) => {
        const operate = roundOperate(r);
        if (operate === 'select') {
          return <Button type="primary" size="small" onClick={() => void enter(r)} data-testid="round-select">{m('operate.select')}</Button>;
        }
        if (operate === 'view') return <Link to={`${base}/${r.id}`} data-testid="round-view">{m('operate.view')}</Link>;
        return null;
      },
    },
  ];

  return (
    <div className="page-width page-block" data-testid="mentor-index-page">
      <Card
        title={<h1 className="selection-title">{m(`title.${pageType}`)}</h1>}
        extra={(
          <Space>
            <Button icon={<ReloadOutlined />} onClick={() => void client.invalidateQueries({ queryKey: selectionKeys.all })} data-testid="rounds-refresh">
              {t('selection.student.refresh')}
            </Button>
            <Button icon={<EditOutlined />} onClick={() => setResumeOpen(true)} data-testid="resume-edit">{m('editResume')}</Button>
          </Space>
        )}
      >
        <CurrentRoundsNotice pageType={pageType} kind="mentor" />
        <PagedTable<SelectionRound>
          queryKey={selectionKeys.rounds(pageType, 'mentor')}
          fetchPage={(r, signal) => selectionApi.rounds(pageType, 'mentor', user.id, r, signal)}
          columns={columns} rowKey="id" rowTestId="round-row" defaultPageSize={SELECTION_PAGE_SIZE}
        />
      </Card>
      <ResumeDialog open={resumeOpen} onClose={() => setResumeOpen(false)} />
    </div>
  );
}
