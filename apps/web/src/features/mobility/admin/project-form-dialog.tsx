import type { AdminProject, Eligibility } from '@portal/contracts';
import { Form, Input, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { EligibilityFields, eligibilityValue } from '../../../shared/eligibility.tsx';
import { RichTextEditor } from '../../../shared/rich-text-editor.tsx';
import { mobilityApi, useMobilityMutation } from '../mobility.api.ts';

interface Values { projectName: string; city: string; activeTime: string; limitCount: number; description: string; eligibility: Eligibility }

/** A project of the plan: name, city, dates as text, places (a raised limit promotes the queue at once), whom it is for within the plan's, description. */
export function ProjectFormDialog({ planId, editing, open, onClose }: { planId: number; editing: AdminProject | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useMobilityMutation(mobilityApi.saveProject);
  const initial: Values = editing
    ? {
      projectName: editing.projectName, city: editing.city, activeTime: editing.activeTime, limitCount: editing.limitCount, description: editing.description,
      eligibility: eligibilityValue(editing.eligibility),
    }
    : { projectName: '', city: '', activeTime: '', limitCount: 10, description: '', eligibility: eligibilityValue(undefined) };
  const submit = async () => {
    const v = await form.validateFields();
    try {
      await save.mutateAsync({ id: editing?.id ?? null, input: { planId, ...v, city: v.city ?? '', activeTime: v.activeTime ?? '', description: v.description ?? '', eligibility: eligibilityValue(v.eligibility) } });
      notifySuccess();
      onClose();
    } catch (err) {
      notifyError(err);
    }
  };
  const required = [{ required: true, message: t('mobility.exemption.required') }];
  return (
    <Modal open={open} width={760} title={editing ? t('mobility.admin.editProject') : t('mobility.admin.newProject')} onCancel={onClose} onOk={() => void submit()}
      okText={t('mobility.admin.save')} cancelText={t('common.actions.cancel')} confirmLoading={save.isPending} destroyOnHidden okButtonProps={{ 'data-testid': 'project-form-save' }}>
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="projectName" label={t('mobility.projects.name')} rules={required}><Input maxLength={200} data-testid="project-form-name" /></Form.Item>
        <Form.Item name="city" label={t('mobility.projects.city')}><Input maxLength={100} /></Form.Item>
        <Form.Item name="activeTime" label={t('mobility.projects.activeTime')}><Input maxLength={100} /></Form.Item>
        <Form.Item name="limitCount" label={t('mobility.admin.limit')} extra={t('mobility.admin.limitHelp')} rules={required}>
          <InputNumber min={0} max={10000} precision={0} data-testid="project-form-limit" />
        </Form.Item>
        <EligibilityFields current={editing?.eligibility} testId="project-form-eligibility" />
        <Form.Item name="description" label={t('mobility.admin.description')}><RichTextEditor lang="zh-CN" /></Form.Item>
      </Form>
    </Modal>
  );
}
