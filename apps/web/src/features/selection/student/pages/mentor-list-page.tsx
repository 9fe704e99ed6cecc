import '../../selection.css';
import { ReloadOutlined } from '@ant-design/icons';
import { SELECTION_PAGE_SIZE } from '@portal/contracts';
import type { MentorRow, SelectionPageType, SelectionRound } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCurrentUser } from '../../../../shared/current-user.tsx';
import { PagedTable } from '../../../../shared/paged-table.tsx';
import type { PagedColumn } from '../../../../shared/paged-table.tsx';
import { TypedText } from '../../../../shared/typed-text.tsx';
import { ChoiceCellView } from '../components/choice-cell.tsx';
import { MentorCvDrawer } from '../components/mentor-cv-drawer.tsx';
import { MentorPhoto } from '../components/mentor-photo.tsx';
import { MentorTextDialog } from '../components/mentor-text-dialog.tsx';
import type { MentorTextKind } from '../components/mentor-text-dialog.tsx';
import { RoundFrame } from '../components/round-frame.tsx';
import { SelectCountText } from '../components/select-count-text.tsx';
import { canWithdraw, mentorBasePath, mentorCell, mentorStatusKey } from '../selection-rules.ts';
import { selectionApi, selectionKeys, useMyRound } from '../selection-student.api.ts';
import { useChoiceFlow } from '../use-choice-flow.ts';

const statusColour: Record<string, string> = { 0: 'gold', 1: 'green', 2: 'orange', 3: 'default', withdrawn: 'default' };

/**
 * A round's mentors (SEL-U02…U04): photo, name, company, position, the CV drawer, the resume and
 * requirements dialogs, the confirmed count, the status of the student's choice (SEL-S03) and,
 * in the current round only, the action column with the count of choices used.
 */
export function MentorListPage({ pageType }: { pageType: SelectionPageType }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const client = useQueryClient();
  const selectionId = Number(useParams().selectionId);
  const round = useMyRound(pageType, 'mentor', user.id, selectionId);
  const found = round.isPending && Number.isInteger(selectionId) && selectionId > 0 ? undefined : Boolean(round.data);
  return (
    <RoundFrame
      found={found} title={round.data ? <TypedText text={round.data.name} /> : null} backTo={mentorBasePath[pageType] ?? '/'}
      className="selection-wide" testId="mentor-list-page"
      extra={(
        <Button icon={<ReloadOutlined />} style={{ marginRight: 8 }} onClick={() => void client.invalidateQueries({ queryKey: selectionKeys.all })} data-testid="mentors-refresh">
          {t('selection.student.refresh')}
        </Button>
      )}
    >
      {round.data ? <MentorTable pageType={pageType} round={round.data} /> : null}
    </RoundFrame>
  );
}

function MentorTable({ pageType, round }: { pageType: SelectionPageType; round: SelectionRound }) {
  const { t } = useTranslation();
  const m = (key: string) => t(`selection.student.mentor.${key}`);
  const flow = useChoiceFlow(round);
  const [cv, setCv] = useState<MentorRow | null>(null);
  const [dialog, setDialog] = useState<{ mentor: MentorRow; kind: MentorTextKind } | null>(null);
  const current = round.isCurrentSelection;

  const columns: PagedColumn<MentorRow>[] = [
    { title: m('columns.photo'), key: 'photo', width: 80, render: (_, r) => <MentorPhoto name={r.name} src={r.industryPhotoFile} /> },
    { title: m('columns.name'), key: 'name', render: (_, r) => <span data-testid="mentor-name"><TypedText text={r.name} /></span> },
    { title: m('columns.company'), key: 'company', render: (_, r) => <TypedText text={r.companyName} /> },
    { title: m('columns.position'), key: 'position', render: (_, r) => <TypedText text={r.position} /> },
    {
      title: m('columns.cv'), key: 'cv', width: 90,
      render: (_, r) => <Button type="link" size="small" onClick={() => setCv(r)} data-testid="mentor-show">{m('show')}</Button>,
    },
    {
      title: m('columns.details'), key: 'details', width: 190,
      render: (_, r) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setDialog({ mentor: r, kind: 'resume' })} data-testid="mentor-resume">{m('resumeLink')}</Button>
          <Button type="link" size="small" onClick={() => setDialog({ mentor: r, kind: 'requirements' })} data-testid="mentor-requirements">{m('requirementsLink')}</Button>
        </Space>
      ),
    },
    {
      title: m('columns.confirmed'), key: 'confirmed', width: 110,
      render: (_, r) => <span data-testid="mentor-confirmed">{t('selection.student.mentor.confirmedCount', { confirmed: r.confirmStudentCount, quota: r.selectionTimes })}</span>,
    },
    {
      title: m('columns.status'), key: 'status', width: 170,
      render: (_, r) => {
        const key = mentorStatusKey(r);
        return (
          <Space direction="vertical" size={0}>
            <Tag color={statusColour[key]} data-testid="mentor-status">{m(`status.${key}`)}</Tag>
            {r.suggestedTeacherName ? <span>{t('selection.student.suggested')}<TypedText text={r.suggestedTeacherName} /></span> : null}
          </Space>
        );
      },
    },
  ];
  if (current) {
    columns.push({
      title: m('columns.action'), key: 'action', width: 170, fixed: 'right',
      render: (_, r) => (
        <ChoiceCellView
          cell={mentorCell(r, round)} busy={flow.busy} changeText={m('changeText')} statusLabel={() => m(`status.${mentorStatusKey(r)}`)}
          onSelect={() => void flow.choose(r.name, { selectionId: round.id, teacherId: r.id, pageType })}
          onWithdraw={canWithdraw(r.status, r.choiceId, current) && r.choiceId !== null ? () => void flow.withdraw(r.name, r.choiceId!) : undefined}
        />
      ),
    });
  }

  return (
    <>
      {current ? <SelectCountText selectionId={round.id} /> : <Alert type="info" showIcon message={t('selection.student.viewOnly')} style={{ marginBottom: 12 }} data-testid="selection-view-only" />}
      <PagedTable<MentorRow>
        queryKey={selectionKeys.mentors(round.id)}
        fetchPage={(r, signal) => selectionApi.mentors(pageType, round, r, signal)}
        columns={columns} rowKey="id" rowTestId="mentor-row" defaultPageSize={SELECTION_PAGE_SIZE} scroll={{ x: 1200 }}
      />
      <MentorCvDrawer mentor={cv} onClose={() => setCv(null)} />
      <MentorTextDialog mentor={dialog?.mentor ?? null} kind={dialog?.kind ?? 'resume'} onClose={() => setDialog(null)} />
    </>
  );
}
