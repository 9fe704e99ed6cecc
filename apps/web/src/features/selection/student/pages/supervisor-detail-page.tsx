import '../../selection.css';
import { SELECTION_PAGE_SIZE, SUPERVISOR_PAGE_TYPES } from '@portal/contracts';
import type { SelectionPageType, SelectionRound, SupervisorRow } from '@portal/contracts';
import { Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useCurrentUser } from '../../../../shared/current-user.tsx';
import { PagedTable } from '../../../../shared/paged-table.tsx';
import type { PagedColumn } from '../../../../shared/paged-table.tsx';
import { TypedText } from '../../../../shared/typed-text.tsx';
import { ChoiceCellView } from '../components/choice-cell.tsx';
import { LongText } from '../components/long-text.tsx';
import { RoundFrame } from '../components/round-frame.tsx';
import { SelectCountText } from '../components/select-count-text.tsx';
import { canWithdraw, supervisorBasePath, supervisorCell } from '../selection-rules.ts';
import { selectionApi, selectionKeys, useMyRound } from '../selection-student.api.ts';
import { useChoiceFlow } from '../use-choice-flow.ts';

const statusColour: Record<number, string> = { 0: 'gold', 1: 'green', 2: 'orange', 3: 'default', 4: 'default', 5: 'red' };

const isSupervisorPage = (p: string | undefined): p is SelectionPageType => SUPERVISOR_PAGE_TYPES.some((t) => t === p);

/** A scheme's supervisors (SEL-U06), beneath the page type's scheme list. */
export function SupervisorDetailPage() {
  const params = useParams();
  const pageType = params.pageType;
  if (!isSupervisorPage(pageType)) return <Navigate to="/404" replace />;
  return <SupervisorDetail pageType={pageType} selectionId={Number(params.selectionId)} />;
}

function SupervisorDetail({ pageType, selectionId }: { pageType: SelectionPageType; selectionId: number }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const round = useMyRound(pageType, 'supervisor', user.id, selectionId);
  const [search, setSearch] = useState('');
  const found = round.isPending && Number.isInteger(selectionId) && selectionId > 0 ? undefined : Boolean(round.data);
  return (
    <RoundFrame
      found={found} title={round.data ? <TypedText text={round.data.name} /> : null} backTo={supervisorBasePath(pageType)}
      className="page-width" testId="supervisor-detail-page"
      extra={(
        <Input.Search
          allowClear style={{ width: 320, marginRight: 8 }} placeholder={t('selection.student.supervisor.search')}
          aria-label={t('selection.student.supervisor.searchLabel')} onSearch={(v) => setSearch(v.trim())} data-testid="supervisor-search"
        />
      )}
    >
      {round.data ? <SupervisorTable pageType={pageType} round={round.data} search={search} /> : null}
    </RoundFrame>
  );
}

/**
 * The table of SEL-U06: name linking to the faculty page, position, research direction, topics and
 * requirements (long texts in popovers), the counts until the scheme ends, the status with the
 * server's text (SEL-S05) and, for the current scheme only, the action. The request names the
 * student's own id (SEL-S08).
 */
function SupervisorTable({ pageType, round, search }: { pageType: SelectionPageType; round: SelectionRound; search: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const flow = useChoiceFlow(round);
  const s = (key: string) => t(`selection.student.supervisor.${key}`);
  const current = round.isCurrentSelection;

  const columns: PagedColumn<SupervisorRow>[] = [
    {
      title: s('columns.name'), key: 'name', width: 130,
      render: (_, r) => (r.facultyUrl
        ? <a href={r.facultyUrl} target="_blank" rel="noopener noreferrer" title={t('selection.student.supervisor.facultyLink', { name: r.name })} data-testid="supervisor-name"><TypedText text={r.name} /></a>
        : <span data-testid="supervisor-name"><TypedText text={r.name} /></span>),
    },
    { title: s('columns.position'), key: 'position', width: 100, render: (_, r) => <TypedText text={r.position} /> },
    { title: s('columns.researchDirection'), key: 'researchDirection', render: (_, r) => <LongText text={r.researchDirection} /> },
    { title: s('columns.thesisTopicSelection'), key: 'thesisTopicSelection', render: (_, r) => <LongText text={r.thesisTopicSelection} /> },
    { title: s('columns.requirements'), key: 'requirements', render: (_, r) => <LongText text={r.requirements} /> },
  ];
  if (!round.isEnded) {
    columns.push({
      title: s('columns.counts'), key: 'counts', width: 150,
      render: (_, r) => <span data-testid="supervisor-counts">{`${r.haveSelectionCount ?? '-'} / ${r.agreeSelectionCount ?? '-'} / ${r.selectionTimes ?? '-'}`}</span>,
    });
  }
  columns.push({
    title: s('columns.status'), key: 'status', width: 170,
    render: (_, r) => {
      const status = r.lwSelectionAndTeacherAndStudentRelationStatus;
      return (
        <Space direction="vertical" size={0}>
          <Tag color={status === null ? undefined : statusColour[status]} data-testid="supervisor-status">
            {status === null ? s('status.none') : r.lwSelectionAndTeacherAndStudentRelationStatusDes ?? String(status)}
          </Tag>
          {r.suggestedTeacherName ? <span>{t('selection.student.suggested')}<TypedText text={r.suggestedTeacherName} /></span> : null}
        </Space>
      );
    },
  });
  if (current) {
    columns.push({
      title: s('columns.action'), key: 'action', width: 190, fixed: 'right',
      render: (_, r) => (
        <ChoiceCellView
          cell={supervisorCell(r, round)} busy={flow.busy} changeText={null}
          statusLabel={() => r.lwSelectionAndTeacherAndStudentRelationStatusDes}
          onSelect={() => void flow.choose(r.name, { selectionId: round.id, lwSelectionAndTeacherRelationId: r.lwSelectionAndTeacherRelationId, studentId: user.id, pageType })}
          onWithdraw={canWithdraw(r.lwSelectionAndTeacherAndStudentRelationStatus, r.choiceId, current) && r.choiceId !== null ? () => void flow.withdraw(r.name, r.choiceId!) : undefined}
        />
      ),
    });
  }

  return (
    <>
      {current ? <SelectCountText selectionId={round.id} /> : null}
      <PagedTable<SupervisorRow>
        queryKey={selectionKeys.supervisors(round.id)}
        fetchPage={(r, signal) => selectionApi.supervisors(pageType, round, user.id, r, signal)}
        columns={columns} rowKey="id" rowTestId="supervisor-row" defaultPageSize={SELECTION_PAGE_SIZE} queryText={search} scroll={{ x: 1100 }}
      />
    </>
  );
}
