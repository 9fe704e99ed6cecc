import type { TeacherChoiceRow } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { TypedText } from '../../../shared/typed-text.tsx';
import { selectionTeacherApi, selectionTeacherKeys } from '../selection-teacher.api.ts';

export type AnswerMode = 'decline' | 'suggest';
export interface AnswerValues { note: string | null; suggestedTeacherId?: number }

interface Props {
  choice: TeacherChoiceRow;
  mode: AnswerMode;
  saving: boolean;
  onSubmit: (v: AnswerValues) => void;
  onClose: () => void;
}

/** Decline a choice with a note, or suggest another teacher of the same round (the student gets the choice back either way). */
export function AnswerDialog({ choice, mode, saving, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ note?: string; suggestedTeacherId?: number }>();
  const others = useQuery({
    queryKey: selectionTeacherKeys.roundTeachers(choice.selectionId),
    queryFn: () => selectionTeacherApi.roundTeachers(choice.selectionId),
    enabled: mode === 'suggest',
  });
  const d = (key: string, params: Record<string, unknown> = {}) => t(`selection.teacher.${key}`, params);
  const submit = async () => {
    const v = await form.validateFields();
    onSubmit({ note: v.note?.trim() ? v.note.trim() : null, suggestedTeacherId: v.suggestedTeacherId });
  };
  return (
    <Modal
      open title={mode === 'decline' ? d('decline.title') : d('suggest.title')} onCancel={onClose} onOk={() => void submit()}
      okText={mode === 'decline' ? d('actions.decline') : d('actions.suggest')} cancelText={t('common.actions.cancel')} confirmLoading={saving} destroyOnHidden
      okButtonProps={{ 'data-testid': 'answer-submit' }}
    >
      <p data-testid="answer-student">{d('answer.student')}<TypedText text={choice.studentName} /> ({choice.studentNumber ?? '-'})</p>
      <Form form={form} layout="vertical" data-testid="answer-form">
        {mode === 'suggest' ? (
          <Form.Item name="suggestedTeacherId" label={d('suggest.teacher')} rules={[{ required: true, message: d('suggest.teacherRequired') }]}>
            <Select
              data-testid="answer-teacher" loading={others.isPending} showSearch optionFilterProp="search"
              options={(others.data ?? []).filter((o) => o.id !== choice.teacherId).map((o) => ({
                value: o.id, search: o.name,
                label: <span><TypedText text={o.name} /> · {d('suggest.remaining', { count: o.remaining })}</span>,
              }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="note" label={d('answer.note')} extra={d('answer.noteHelp')}>
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="answer-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
