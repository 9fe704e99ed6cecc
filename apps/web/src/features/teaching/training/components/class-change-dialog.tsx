import { ChangeType, MAX_CHANGE_REASON } from '@portal/contracts';
import type { CandidateClass, PlanCourseRow } from '@portal/contracts';
import { Form, Input, Modal, Select } from 'antd';
import type { ButtonProps } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifyMessage } from '../../../../shared/feedback.ts';
import { pickText, useLanguage } from '../../../../shared/language.ts';
import { formatDate } from '../../../../shared/date-format.ts';
import { trainingApi, useCandidates, useTrainingMutation } from '../training.api.ts';

interface Values {
  changeType: number;
  newStartClassId: number;
  reason?: string;
  email?: string;
}

/** The candidate class as the dialog lists it: class, dates and seats left. */
export function candidateLabel(c: CandidateClass, lang: ReturnType<typeof useLanguage>, seats: string): string {
  const dates = c.embaClassStartDate ? ` ${formatDate(c.embaClassStartDate)} ~ ${formatDate(c.embaClassEndDate)}` : '';
  return `${pickText(lang, c.className, c.classNameEn)}${dates} (${seats})`;
}

/**
 * The class-change dialog (education.md §5): type, new course and new class required, reason free
 * text. The course is the row's; the classes are the other released classes of it this term.
 */
export function ClassChangeDialog({ row, preferred, onClose }: { row: PlanCourseRow | null; preferred?: number; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [form] = Form.useForm<Values>();
  const candidates = useCandidates(row);
  const apply = useTrainingMutation(trainingApi.apply);
  useEffect(() => {
    if (row) form.setFieldsValue({ changeType: ChangeType.changeClass, newStartClassId: preferred, reason: '', email: '' });
  }, [row, preferred, form]);

  const submit = async () => {
    if (!row) return;
    const v = await form.validateFields();
    try {
      await apply.mutateAsync({
        oldStartClassId: row.startClassId, oldCourseId: row.courseId, oldClassId: row.classId, newStartClassId: v.newStartClassId,
        newCourseId: row.courseId, newClassId: v.newStartClassId, changeType: v.changeType, reason: v.reason ?? '', email: v.email ?? '',
      });
      notifyMessage('success', t('teaching.training.change.applied'));
      onClose();
    } catch (err) {
      notifyError(err, 'warning');
    }
  };

  return (
    <Modal open={row !== null} title={t('teaching.training.change.title')} onCancel={onClose} onOk={() => void submit()} confirmLoading={apply.isPending}
      okText={t('teaching.training.change.submit')} cancelText={t('common.actions.cancel')} destroyOnHidden okButtonProps={{ 'data-testid': 'change-submit' } as ButtonProps}>
      <Form form={form} layout="vertical" data-testid="change-form">
        <Form.Item name="changeType" label={t('teaching.training.change.type')} rules={[{ required: true, message: t('teaching.training.change.typeRequired') }]}>
          <Select options={[{ value: ChangeType.changeClass, label: t('teaching.training.change.typeClass') }]} />
        </Form.Item>
        <Form.Item label={t('teaching.training.change.course')} required>
          <Input readOnly value={row ? `${row.courseNumber} ${pickText(lang, row.courseNameCN, row.courseNameEN)}` : ''} aria-label={t('teaching.training.change.course')} />
        </Form.Item>
        <Form.Item name="newStartClassId" label={t('teaching.training.change.newClass')} rules={[{ required: true, message: t('teaching.training.change.classRequired') }]}>
          <Select data-testid="change-class" loading={candidates.isFetching} aria-label={t('teaching.training.change.newClass')}
            options={(candidates.data?.data ?? []).map((c) => ({ value: c.id, label: candidateLabel(c, lang, t('teaching.training.change.seats', { n: c.remainder })), disabled: c.remainder <= 0 }))} />
        </Form.Item>
        <Form.Item name="reason" label={t('teaching.training.change.reason')}>
          <Input.TextArea rows={3} maxLength={MAX_CHANGE_REASON} showCount data-testid="change-reason" />
        </Form.Item>
        <Form.Item name="email" label={t('teaching.training.change.email')} rules={[{ type: 'email', message: t('teaching.training.change.emailInvalid') }]}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
