import { ddProjectInputSchema } from '@portal/contracts';
import type { DdAdminProject, Eligibility } from '@portal/contracts';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { ddStaffApi, useDdStaffMutation } from './dd-staff.api.ts';
import { zodRule } from '../../../shared/zod-rule.ts';
import { EligibilityFields, eligibilityValue } from '../../../shared/eligibility.tsx';

interface Values { name: string; year: string; eligibility: Eligibility }

/** A programme (partner school) of the round: its name, the year or intake it is for, and whom it is open to. */
export function ProgrammeFormDialog({ manageId, editing, onClose }: { manageId: number; editing: DdAdminProject | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useDdStaffMutation(ddStaffApi.saveProject);
  const f = (key: string) => t(`doubleDegree.staff.programmeForm.${key}`);
  const shape = ddProjectInputSchema.shape;
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    try {
      await save.mutateAsync({ id: editing?.id ?? null, input: { ddApplyManageId: editing?.ddApplyManageId ?? manageId, name: v.name.trim(), year: v.year.trim(), eligibility: eligibilityValue(v.eligibility) } });
      notifySuccess(t('common.feedback.saved'));
      onClose();
    } catch (e) {
      notifyError(e);
    }
  };
  return (
    <Modal open width={760} title={editing ? f('editTitle') : f('newTitle')} onCancel={onClose} onOk={() => void submit()}
      okText={t('common.actions.save')} cancelText={t('common.actions.cancel')} confirmLoading={save.isPending} destroyOnHidden
      okButtonProps={{ 'data-testid': 'dd-programme-form-save' }}>
      <Form<Values> form={form} layout="vertical" initialValues={{ name: editing?.name ?? '', year: editing?.year ?? '', eligibility: eligibilityValue(editing?.eligibility) }} data-testid="dd-programme-form">
        <Form.Item name="name" label={f('name')} rules={[zodRule(shape.name, f('name'))]} required>
          <Input lang="zh-CN" maxLength={200} data-testid="dd-programme-form-name" />
        </Form.Item>
        <Form.Item name="year" label={f('year')} rules={[zodRule(shape.year, f('year'))]} required extra={f('yearHelp')}>
          <Input maxLength={50} data-testid="dd-programme-form-year" />
        </Form.Item>
        <EligibilityFields current={editing?.eligibility} testId="dd-programme-form-eligibility" />
      </Form>
    </Modal>
  );
}
