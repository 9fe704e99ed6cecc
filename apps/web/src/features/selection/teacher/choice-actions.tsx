import { CheckOutlined, CloseOutlined, SwapOutlined } from '@ant-design/icons';
import type { TeacherChoiceRow } from '@portal/contracts';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAsync, notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { isBizError } from '../../../shared/http-errors.ts';
import { teacherRefusalOf } from '../staff-rules.ts';
import type { TeacherRefusal } from '../staff-rules.ts';
import { selectionTeacherApi, useTeacherAnswer } from '../selection-teacher.api.ts';
import { AnswerDialog } from './answer-dialog.tsx';
import type { AnswerMode, AnswerValues } from './answer-dialog.tsx';

/** A refusal the desk explains on the page (it stays until closed: a toast would be gone before it is read). */
export interface Refusal { kind: TeacherRefusal; studentName: string; status?: number | undefined }

/**
 * The answers to the choices, shared by every row: confirm (asked first, for it is final), decline
 * with a note, suggest another teacher. A refusal the desk knows (full, already confirmed, no longer
 * waiting) is handed to `onRefused`; any other is shown as the server words it.
 */
export function useChoiceActions(onRefused: (r: Refusal | null) => void) {
  const { t } = useTranslation();
  const confirm = useTeacherAnswer(selectionTeacherApi.confirm);
  const decline = useTeacherAnswer(selectionTeacherApi.decline);
  const suggest = useTeacherAnswer(selectionTeacherApi.suggest);
  const [answering, setAnswering] = useState<{ choice: TeacherChoiceRow; mode: AnswerMode } | null>(null);
  const d = (key: string, params: Record<string, unknown> = {}) => t(`selection.teacher.${key}`, params);

  const run = async (choice: TeacherChoiceRow, p: Promise<unknown>): Promise<boolean> => {
    onRefused(null);
    try {
      await p;
      notifySuccess();
      return true;
    } catch (e) {
      const kind = isBizError(e) ? teacherRefusalOf(e.code) : null;
      if (kind) {
        const raw = isBizError(e) ? e.params?.status : undefined;
        onRefused({ kind, studentName: choice.studentName, status: raw === undefined ? undefined : Number(raw) });
      } else notifyError(e, 'warning');
      return false;
    }
  };

  const askConfirm = async (choice: TeacherChoiceRow) => {
    const ok = await confirmAsync({
      title: d('confirm.title', { name: choice.studentName }), content: d('confirm.content'),
      okText: d('actions.confirm'), cancelText: t('common.actions.cancel'),
    });
    if (ok) await run(choice, confirm.mutateAsync(choice.id));
  };

  const submitAnswer = async (v: AnswerValues) => {
    if (!answering) return;
    const { choice, mode } = answering;
    const p = mode === 'decline'
      ? decline.mutateAsync({ id: choice.id, note: v.note })
      : suggest.mutateAsync({ id: choice.id, suggestedTeacherId: v.suggestedTeacherId ?? 0, note: v.note });
    // A refusal closes the dialog too: the row has changed under the teacher, and the page says how.
    await run(choice, p);
    setAnswering(null);
  };

  const render = (choice: TeacherChoiceRow) => {
    if (choice.status === 1) return <Tag color="success" data-testid="choice-final">{d('final')}</Tag>;
    if (choice.status !== 0) return null;
    return (
      <Space size={0} wrap>
        <Button type="link" size="small" icon={<CheckOutlined />} data-testid="choice-confirm" loading={confirm.isPending && confirm.variables === choice.id}
          onClick={() => void askConfirm(choice)}>{d('actions.confirm')}</Button>
        <Button type="link" size="small" danger icon={<CloseOutlined />} data-testid="choice-decline" onClick={() => setAnswering({ choice, mode: 'decline' })}>
          {d('actions.decline')}
        </Button>
        <Button type="link" size="small" icon={<SwapOutlined />} data-testid="choice-suggest" onClick={() => setAnswering({ choice, mode: 'suggest' })}>
          {d('actions.suggest')}
        </Button>
      </Space>
    );
  };

  const dialog = answering ? (
    <AnswerDialog choice={answering.choice} mode={answering.mode} saving={decline.isPending || suggest.isPending}
      onSubmit={(v) => void submitAnswer(v)} onClose={() => setAnswering(null)} />
  ) : null;

  return { render, dialog };
}
