import type { AdminPlan, Eligibility } from '@portal/contracts';
import { DatePicker, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { fromPickerValue, toPickerValue } from '../../../shared/date-format.ts';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { EligibilityFields, eligibilityValue } from '../../../shared/eligibility.tsx';
import { RichTextEditor } from '../../../shared/rich-text-editor.tsx';
import { mobilityApi, useMobilityMutation } from '../mobility.api.ts';

interface Values {
  schoolYearName: string; number: string; window: [Dayjs, Dayjs] | null; exempt: [Dayjs, Dayjs] | null; explain: string; exemptExplain: string;
  eligibility: Eligibility;
}

/** A plan: selection window, optional exemption window, whom it is for, the statement and the exemption statement (rich text, sanitised by the server). */
export function PlanFormDialog({ editing, open, onClose }: { editing: AdminPlan | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useMobilityMutation(mobilityApi.savePlan);
  const initial: Values = editing
    ? {
      schoolYearName: editing.schoolYearName, number: editing.number, window: [toPickerValue(editing.startTime), toPickerValue(editing.endTime)],
      exempt: editing.exemptBegin && editing.exemptEnd ? [toPickerValue(editing.exemptBegin), toPickerValue(editing.exemptEnd)] : null,
      explain: editing.explain, exemptExplain: editing.exemptExplain, eligibility: eligibilityValue(editing.eligibility),
    }
    : { schoolYearName: '', number: '', window: null, exempt: null, explain: '', exemptExplain: '', eligibility: eligibilityValue(undefined) };
  const submit = async () => {
    const v = await form.validateFields();
    try {
      await save.mutateAsync({
        id: editing?.id ?? null,
        input: {
          schoolYearName: v.schoolYearName, number: v.number, startTime: fromPickerValue(v.window![0]), endTime: fromPickerValue(v.window![1]),
          exemptBegin: v.exempt ? fromPickerValue(v.exempt[0]) : null, exemptEnd: v.exempt ? fromPickerValue(v.exempt[1]) : null,
          explain: v.explain ?? '', exemptExplain: v.exemptExplain ?? '', eligibility: eligibilityValue(v.eligibility),
        },
      });
      notifySuccess();
      onClose();
    } catch (err) {
      notifyError(err);
    }
  };
  const required = [{ required: true, message: t('mobility.exemption.required') }];
  return (
    <Modal open={open} width={800} title={editing ? t('mobility.admin.editPlan') : t('mobility.admin.newPlan')} onCancel={onClose} onOk={() => void submit()}
      okText={t('mobility.admin.save')} cancelText={t('common.actions.cancel')} confirmLoading={save.isPending} destroyOnHidden okButtonProps={{ 'data-testid': 'plan-form-save' }}>
      <Form form={form} layout="vertical" initialValues={initial} data-testid="plan-form">
        <Form.Item name="schoolYearName" label={t('mobility.plans.schoolYear')} rules={required}><Input maxLength={50} data-testid="plan-form-year" /></Form.Item>
        <Form.Item name="number" label={t('mobility.plans.number')} rules={required}><Input maxLength={50} data-testid="plan-form-number" /></Form.Item>
        <Form.Item name="window" label={t('mobility.plans.window')} rules={required}>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} data-testid="plan-form-window" />
        </Form.Item>
        <Form.Item name="exempt" label={t('mobility.admin.exemptWindow')} extra={t('mobility.admin.exemptWindowHelp')}>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} allowClear data-testid="plan-form-exempt" />
        </Form.Item>
        <EligibilityFields current={editing?.eligibility} testId="plan-form-eligibility" />
        <Form.Item name="explain" label={t('mobility.admin.explain')}><RichTextEditor lang="zh-CN" data-testid="plan-form-explain" /></Form.Item>
        <Form.Item name="exemptExplain" label={t('mobility.admin.exemptExplain')}><RichTextEditor lang="zh-CN" data-testid="plan-form-exempt-explain" /></Form.Item>
      </Form>
    </Modal>
  );
}
