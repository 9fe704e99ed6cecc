import { CheckCircleOutlined, EyeOutlined } from '@ant-design/icons';
import type { AdminRoundRow, MatchingPreview } from '@portal/contracts';
import { Alert, Button, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAsync, notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { isBizError } from '../../../shared/http-errors.ts';
import { testIdProps } from '../../../shared/paged-table.tsx';
import { TypedText } from '../../../shared/typed-text.tsx';
import { selectionAdminApi, useSelectionAdminMutation } from '../selection-admin.api.ts';
import { matchingRefusalOf } from '../staff-rules.ts';
import type { MatchingRefusal } from '../staff-rules.ts';
import { TableEmpty } from '../table-empty.tsx';

type Pair = MatchingPreview['pairs'][number];
type Unmatched = MatchingPreview['unmatched'][number];

/**
 * The stable matching at the end of a round (server README 'Stable matching'): a preview of the
 * pairs for the students still unmatched, over their waiting choices, the teachers' rankings and the
 * places left, and who stays unmatched; then its confirmation with the preview's token, refused if
 * anything changed since. Both wait for the round's end (the server refuses them before, 96015).
 */
export function MatchingPanel({ round }: { round: AdminRoundRow }) {
  const { t } = useTranslation();
  const a = (key: string, params: Record<string, unknown> = {}) => t(`selection.admin.matching.${key}`, params);
  const [preview, setPreview] = useState<MatchingPreview | null>(null);
  const [refusal, setRefusal] = useState<MatchingRefusal | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const confirm = useSelectionAdminMutation(selectionAdminApi.confirmMatching);
  const ended = round.timeStatus === 2 || round.releaseStatus === 2;

  /** A refusal the panel explains stays on it; 'changed' drops the stale preview. */
  const refused = (e: unknown) => {
    const kind = isBizError(e) ? matchingRefusalOf(e.code) : null;
    if (!kind) {
      notifyError(e);
      return;
    }
    setRefusal(kind);
    if (kind === 'changed') setPreview(null);
  };

  const runPreview = async () => {
    setRefusal(null);
    setPreviewing(true);
    try {
      setPreview(await selectionAdminApi.previewMatching(round.id));
    } catch (e) {
      refused(e);
    } finally {
      setPreviewing(false);
    }
  };

  const runConfirm = async () => {
    if (!preview) return;
    const ok = await confirmAsync({
      title: a('confirmTitle', { count: preview.pairs.length }), content: a('confirmContent'), okText: a('confirm'), cancelText: t('common.actions.cancel'),
    });
    if (!ok) return;
    setRefusal(null);
    try {
      const done = await confirm.mutateAsync({ id: round.id, token: preview.token });
      notifySuccess(a('confirmed', { count: done.confirmed }));
      setPreview(null);
    } catch (e) {
      refused(e);
    }
  };

  return (
    <div data-testid="matching-panel">
      <p style={{ marginTop: 0 }}>{a('intro')}</p>
      {!ended ? <Alert type="info" showIcon style={{ marginBottom: 12 }} title={a('notEndedYet')} /> : null}
      {refusal ? <Alert type="warning" showIcon closable onClose={() => setRefusal(null)} style={{ marginBottom: 12 }} title={a(`refusals.${refusal}`)} data-testid="matching-refusal" /> : null}
      <Space wrap style={{ marginBottom: 12 }}>
        <Button icon={<EyeOutlined />} loading={previewing} disabled={!ended} onClick={() => void runPreview()} data-testid="matching-preview">{a('preview')}</Button>
        <Button type="primary" icon={<CheckCircleOutlined />} disabled={!preview || preview.pairs.length === 0} loading={confirm.isPending}
          onClick={() => void runConfirm()} data-testid="matching-confirm">{a('confirm')}</Button>
      </Space>
      {preview ? (
        <>
          <h2 style={{ fontSize: 16 }}>{a('pairs', { count: preview.pairs.length })}</h2>
          <Table<Pair>
            rowKey="studentId" size="small" pagination={false} dataSource={preview.pairs} onRow={() => testIdProps('matching-pair')} locale={{ emptyText: <TableEmpty text={a('noPairs')} /> }}
            columns={[
              { title: a('columns.student'), key: 'student', render: (_, r) => <><TypedText text={r.studentName} /> ({r.studentNumber ?? '-'})</> },
              { title: a('columns.teacher'), key: 'teacher', render: (_, r) => <TypedText text={r.teacherName} /> },
              { title: a('columns.rank'), key: 'rank', width: 110, render: (_, r) => t('selection.teacher.rank', { rank: r.choiceRank }) },
            ]}
          />
          <h2 style={{ fontSize: 16, marginTop: 16 }}>{a('unmatched', { count: preview.unmatched.length })}</h2>
          <Table<Unmatched>
            rowKey="studentId" size="small" pagination={false} dataSource={preview.unmatched} onRow={() => testIdProps('matching-unmatched')}
            locale={{ emptyText: <TableEmpty text={a('noneUnmatched')} /> }}
            columns={[{ title: a('columns.student'), key: 'student', render: (_, r) => <><TypedText text={r.studentName} /> ({r.studentNumber ?? '-'})</> }]}
          />
        </>
      ) : null}
    </div>
  );
}
