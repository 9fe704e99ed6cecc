import { Form, Input, InputNumber, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { selectionAdminApi, useSelectionAdminMutation } from '../selection-admin.api.ts';
import type { RoundStudentsBody } from '../selection-admin.api.ts';
import { parseStudentNumbers } from '../staff-rules.ts';

interface Values { by: 'cohort' | 'numbers'; studyEntranceYear?: number | null; numbers?: string }

/**
 * Adds students to a round: the round's programme (all of it, or one entrance year), or students by
 * number. Students already in the round are not added twice; the answer says how many were new.
 */
export function AddStudentsDialog({ roundId, onClose }: { roundId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const a = (key: string, params: Record<string, unknown> = {}) => t(`selection.admin.students.${key}`, params);
  const [form] = Form.useForm<Values>();
  const by = Form.useWatch('by', form) ?? 'numbers';
  const save = useSelectionAdminMutation(selectionAdminApi.addStudents);

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const body: RoundStudentsBody = v.by === 'numbers'
      ? { studentNumbers: parseStudentNumbers(v.numbers ?? '') }
      : { studyEntranceYear: v.studyEntranceYear ?? null };
    try {
      const done = await save.mutateAsync({ id: roundId, body });
      notifySuccess(a('added', { count: done.added }));
      onClose();
    } catch (e) {
      notifyError(e);
    }
  };

  return (
    <Modal
      open title={a('add')} onCancel={onClose} onOk={() => void submit()} okText={a('addOk')} cancelText={t('common.actions.cancel')}
      confirmLoading={save.isPending} destroyOnHidden okButtonProps={{ 'data-testid': 'students-add-save' }}
    >
      <Form<Values> form={form} layout="vertical" initialValues={{ by: 'numbers' }} data-testid="students-add-form">
        <Form.Item name="by" label={a('by')}>
          <Radio.Group options={[{ value: 'numbers', label: a('byNumbers') }, { value: 'cohort', label: a('byCohort') }]} data-testid="students-add-by" />
        </Form.Item>
        {by === 'numbers' ? (
          <Form.Item
            name="numbers" label={a('numbers')} extra={a('numbersHelp')}
            rules={[{ validator: async (_, value: string | undefined) => { if (parseStudentNumbers(value ?? '').length === 0) throw new Error(a('numbersRequired')); } }]}
          >
            <Input.TextArea rows={4} data-testid="students-add-numbers" />
          </Form.Item>
        ) : (
          <Form.Item name="studyEntranceYear" label={a('entranceYear')} extra={a('entranceYearHelp')}>
            <InputNumber min={1900} max={2200} precision={0} data-testid="students-add-year" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
