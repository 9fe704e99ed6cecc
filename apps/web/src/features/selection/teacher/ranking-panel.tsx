import { ArrowDownOutlined, ArrowUpOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import type { RankingStudent, TeacherRanking } from '@portal/contracts';
import { Alert, Button, Card, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/date-format.ts';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { isBizError } from '../../../shared/http-errors.ts';
import { testIdProps } from '../../../shared/paged-table.tsx';
import { TypedText } from '../../../shared/typed-text.tsx';
import { selectionTeacherApi, useTeacherAnswer, useTeacherRankings } from '../selection-teacher.api.ts';
import { moveOne, rankingRefusalOf, type RankingRefusal } from '../staff-rules.ts';
import { TableEmpty } from '../table-empty.tsx';

/**
 * The teacher's order of the students waiting for them (server README 'Teachers' ranking'), which
 * the stable matching follows at the round's end. Up and down move a student; the saved order ranks
 * everyone listed. Until saved, the server's order stands: the ranked first, then the unranked by
 * their own order of choices. The staff name a round to rank for its teachers.
 */
export function RankingPanel({ selectionId, staff }: { selectionId: number | undefined; staff: boolean }) {
  const { t } = useTranslation();
  const d = (key: string, params: Record<string, unknown> = {}) => t(`selection.teacher.ranking.${key}`, params);
  const rankings = useTeacherRankings(selectionId);
  // Kept above the cards: a refusal reloads the list, which remounts them, and the page must still say why.
  const [refusals, setRefusals] = useState<Record<number, RankingRefusal | null>>({});
  if (staff && selectionId === undefined) return <Alert type="info" showIcon title={d('pickRound')} data-testid="ranking-pick-round" />;
  const rows = rankings.data ?? [];
  return (
    <div data-testid="ranking-panel">
      <p style={{ marginTop: 0 }}>{d('intro')}</p>
      {!rankings.isPending && rows.length === 0 ? <TableEmpty text={d('empty')} /> : null}
      {rows.map((r) => (
        <RankingCard key={`${r.teacherId}:${rankings.dataUpdatedAt}`} ranking={r} refusal={refusals[r.teacherId] ?? null}
          onRefusal={(kind) => setRefusals((x) => ({ ...x, [r.teacherId]: kind }))} />
      ))}
    </div>
  );
}

function RankingCard({ ranking, refusal, onRefusal }: { ranking: TeacherRanking; refusal: RankingRefusal | null; onRefusal: (r: RankingRefusal | null) => void }) {
  const { t } = useTranslation();
  const d = (key: string, params: Record<string, unknown> = {}) => t(`selection.teacher.ranking.${key}`, params);
  const [order, setOrder] = useState<RankingStudent[]>(ranking.students);
  const save = useTeacherAnswer(selectionTeacherApi.saveRanking);
  const dirty = order.some((s, i) => s.choiceId !== ranking.students[i]?.choiceId) || ranking.students.some((s) => s.teacherRank === null);

  const submit = async () => {
    onRefusal(null);
    try {
      await save.mutateAsync({ teacherId: ranking.teacherId, choiceIds: order.map((s) => s.choiceId) });
      notifySuccess(d('saved'));
    } catch (e) {
      const kind = isBizError(e) ? rankingRefusalOf(e.code) : null;
      if (kind) onRefusal(kind);
      else notifyError(e, 'warning');
    }
  };

  return (
    <Card
      size="small" style={{ marginBottom: 12 }} data-testid="ranking-card"
      title={<span><TypedText text={ranking.teacherName} /> · <TypedText text={ranking.selectionName} /></span>}
      extra={ranking.open
        ? <Tag color="processing" data-testid="ranking-state">{d('openUntil', { time: formatDateTime(ranking.endTime) })}</Tag>
        : <Tag data-testid="ranking-state">{d('closed')}</Tag>}
    >
      <p style={{ marginTop: 0 }}>{d('places', { count: ranking.remaining })}</p>
      {refusal ? <Alert type="warning" showIcon closable onClose={() => onRefusal(null)} style={{ marginBottom: 12 }} title={d(`refusals.${refusal}`)} data-testid="ranking-refusal" /> : null}
      <Table<RankingStudent>
        rowKey="choiceId" size="small" pagination={false} dataSource={order} onRow={() => testIdProps('ranking-row')}
        locale={{ emptyText: <TableEmpty text={d('noStudents')} /> }} scroll={{ x: 'max-content' }}
        columns={[
          { title: d('columns.position'), key: 'position', width: 70, render: (_, _r, i) => <span data-testid="ranking-position">{i + 1}</span> },
          { title: d('columns.student'), key: 'student', render: (_, r) => <span data-testid="ranking-student"><TypedText text={r.studentName} /> ({r.studentNumber ?? '-'})</span> },
          { title: d('columns.class'), key: 'class', render: (_, r) => <TypedText text={r.className} /> },
          { title: d('columns.choice'), key: 'choice', width: 110, render: (_, r) => t('selection.teacher.rank', { rank: r.choiceRank }) },
          {
            title: d('columns.saved'), key: 'saved', width: 120,
            render: (_, r) => (r.teacherRank === null ? <Tag data-testid="ranking-unranked">{d('unranked')}</Tag> : d('savedRank', { rank: r.teacherRank })),
          },
          {
            title: t('common.table.actions'), key: 'move', width: 120,
            render: (_, r, i) => (
              <Space size={0}>
                <Button type="text" size="small" icon={<ArrowUpOutlined />} disabled={!ranking.open || i === 0} data-testid="ranking-up"
                  aria-label={d('up', { name: r.studentName })} onClick={() => setOrder((o) => moveOne(o, i, -1))} />
                <Button type="text" size="small" icon={<ArrowDownOutlined />} disabled={!ranking.open || i === order.length - 1} data-testid="ranking-down"
                  aria-label={d('down', { name: r.studentName })} onClick={() => setOrder((o) => moveOne(o, i, 1))} />
              </Space>
            ),
          },
        ]}
      />
      {ranking.open ? (
        <Space style={{ marginTop: 12 }}>
          <Button type="primary" icon={<SaveOutlined />} disabled={!dirty || order.length === 0} loading={save.isPending} onClick={() => void submit()} data-testid="ranking-save">
            {d('save')}
          </Button>
          <Button icon={<UndoOutlined />} disabled={order.every((s, i) => s.choiceId === ranking.students[i]?.choiceId)} onClick={() => setOrder(ranking.students)} data-testid="ranking-reset">
            {d('reset')}
          </Button>
        </Space>
      ) : null}
    </Card>
  );
}
