import '../selection-admin-i18n.ts';
import '../selection-teacher-i18n.ts';
import { FilePdfOutlined } from '@ant-design/icons';
import { CHOICE_STATUSES, Role } from '@portal/contracts';
import type { TeacherChoiceRow } from '@portal/contracts';
import { Alert, Card, Select, Space, Table, Tabs, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { formatDateTime } from '../../../shared/date-format.ts';
import { testIdProps } from '../../../shared/paged-table.tsx';
import { useCurrentUser } from '../../../shared/current-user.tsx';
import { usePermission } from '../../../shared/permission-gate.tsx';
import { TypedText } from '../../../shared/typed-text.tsx';
import { statusColor } from '../staff-rules.ts';
import { useTeacherChoices } from '../selection-teacher.api.ts';
import { useChoiceActions } from './choice-actions.tsx';
import type { Refusal } from './choice-actions.tsx';
import { TableEmpty } from '../table-empty.tsx';
import { RankingPanel } from './ranking-panel.tsx';

/**
 * The mentors' and supervisors' desk (SEL-G02): the choices students made to them, per round, with
 * each student's resume, and their answer. selection.admin sees every teacher's choices. The route
 * table is open to every signed-in user, so the page checks the page rule; the server checks every call.
 */
export function TeacherDeskPage() {
  const { t } = useTranslation();
  const allowed = usePermission('edit', '/selection/teacher');
  if (!allowed) return <Navigate to={`/403?msg=${encodeURIComponent(t('selection.teacher.forbidden'))}`} replace />;
  return <Desk />;
}

function Desk() {
  const { t } = useTranslation();
  const d = (key: string, params: Record<string, unknown> = {}) => t(`selection.teacher.${key}`, params);
  const [selectionId, setSelectionId] = useState<number | undefined>(undefined);
  const [status, setStatus] = useState<number | undefined>(undefined);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [tab, setTab] = useState<'answers' | 'ranking'>('answers');
  const staff = useCurrentUser().roles.includes(Role.selectionAdmin);
  // The whole list names the rounds for the filter; the filtered one is the server's answer to it.
  // One unpaged list: the round filter's options and the filtered rows both come from it, so a
  // filter change or an answer reads the list once.
  const everything = useTeacherChoices({});
  const shown = useMemo(
    () => (everything.data ?? []).filter((c) => (selectionId === undefined || c.selectionId === selectionId) && (status === undefined || c.status === status)),
    [everything.data, selectionId, status],
  );
  const actions = useChoiceActions(setRefusal);
  const rounds = useMemo(() => {
    const seen = new Map<number, string>();
    for (const c of everything.data ?? []) seen.set(c.selectionId, c.selectionName);
    return [...seen];
  }, [everything.data]);
  const teachers = new Set((everything.data ?? []).map((c) => c.teacherName)).size;

  const columns: TableColumnsType<TeacherChoiceRow> = [
    ...(selectionId === undefined ? [{ title: d('columns.round'), key: 'round', render: (_: unknown, r: TeacherChoiceRow) => <TypedText text={r.selectionName} /> }] : []),
    ...(teachers > 1 ? [{ title: d('columns.teacher'), key: 'teacher', width: 120, render: (_: unknown, r: TeacherChoiceRow) => <TypedText text={r.teacherName} /> }] : []),
    {
      title: d('columns.student'), key: 'student', width: 170,
      render: (_, r) => <span data-testid="choice-student"><TypedText text={r.studentName} /><br /><small>{r.studentNumber ?? '-'}</small></span>,
    },
    { title: d('columns.class'), key: 'class', width: 160, render: (_, r) => <TypedText text={r.className} /> },
    { title: d('columns.rank'), key: 'rank', width: 90, render: (_, r) => d('rank', { rank: r.choiceRank }) },
    { title: d('columns.chosenAt'), key: 'chosenAt', width: 140, render: (_, r) => formatDateTime(r.chosenAt) },
    {
      title: d('columns.resume'), key: 'resume', width: 110,
      render: (_, r) => (r.resumeFile
        ? <a href={r.resumeFile} target="_blank" rel="noopener noreferrer" data-testid="choice-resume" aria-label={d('resumeOf', { name: r.studentName })}><FilePdfOutlined /> {d('openResume')}</a>
        : <span>{d('noResume')}</span>),
    },
    {
      title: d('columns.status'), key: 'status', width: 190,
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <Tag color={statusColor(r.status)} data-testid="choice-status">{d(`statuses.${r.status}`)}</Tag>
          {r.suggestedTeacherName ? <small>{d('suggestedTo')}<TypedText text={r.suggestedTeacherName} /></small> : null}
          {r.note ? <small>{d('noteLabel')}<TypedText text={r.note} /></small> : null}
        </Space>
      ),
    },
    { title: t('common.table.actions'), key: 'actions', width: 230, render: (_, r) => actions.render(r) },
  ];

  return (
    <div className="page-width page-block" data-testid="teacher-desk-page">
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{d('title')}</h1>}>
        <p style={{ marginTop: 0 }}>{d('intro')}</p>
        <Space wrap style={{ marginBottom: 12 }}>
          <Select<number | null>
            style={{ minWidth: 260 }} aria-label={d('filters.round')} data-testid="desk-round" value={selectionId ?? null}
            onChange={(v) => setSelectionId(v ?? undefined)}
            options={[{ value: null, label: d('filters.allRounds') }, ...rounds.map(([id, name]) => ({ value: id, label: <TypedText text={name} /> }))]}
          />
          {tab === 'answers' ? (
            <Select<number | null>
              style={{ minWidth: 180 }} aria-label={d('filters.status')} data-testid="desk-status" value={status ?? null}
              onChange={(v) => setStatus(v ?? undefined)}
              options={[{ value: null, label: d('filters.allStatuses') }, ...CHOICE_STATUSES.map((s) => ({ value: s, label: d(`statuses.${s}`) }))]}
            />
          ) : null}
        </Space>
        <Tabs
          activeKey={tab} onChange={(k) => setTab(k as 'answers' | 'ranking')}
          items={[
            {
              key: 'answers', label: <span data-testid="desk-tab-answers">{d('tabs.answers')}</span>, children: (
                <>
                  {refusal ? (
                    <Alert
                      type="warning" showIcon closable onClose={() => setRefusal(null)} style={{ marginBottom: 12 }} data-testid="teacher-refusal"
                      title={<span>{d(`refusals.${refusal.kind}`, { status: refusal.status === undefined ? '' : d(`statuses.${refusal.status}`) })}</span>}
                      description={<span>{d('refusals.student')}<TypedText text={refusal.studentName} /></span>}
                    />
                  ) : null}
                  <Table<TeacherChoiceRow>
                    rowKey="id" size="small" columns={columns} dataSource={shown} loading={everything.isFetching}
                    pagination={{ pageSize: 20, showTotal: (total) => t('common.table.total', { total }) }} scroll={{ x: 'max-content' }}
                    onRow={() => testIdProps('choice-row')} locale={{ emptyText: <TableEmpty text={d('empty')} /> }}
                  />
                </>
              ),
            },
            { key: 'ranking', label: <span data-testid="desk-tab-ranking">{d('tabs.ranking')}</span>, children: <RankingPanel selectionId={selectionId} staff={staff} /> },
          ]}
        />
      </Card>
      {actions.dialog}
    </div>
  );
}
