import { ddResultsInputSchema } from '@portal/contracts';
import type { DdAdminApplicant, DdResultsInput } from '@portal/contracts';
import { Form, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { ddStaffApi, useDdStaffMutation } from './dd-staff.api.ts';
import { resultFields, resultKey, resultValues } from './result-labels.ts';
import { zodRule } from '../../../shared/zod-rule.ts';

/**
 * The three results of a submitted application (internal selection, partner school, final). The
 * internal selection opens the interview booking to the student once the programme has days.
 */
export function ResultsDialog({ applicant, onClose }: { applicant: DdAdminApplicant; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DdResultsInput>();
  const save = useDdStaffMutation(ddStaffApi.saveResults);
  const s = (key: string) => t(`doubleDegree.staff.${key}`);
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    try {
      await save.mutateAsync({ id: applicant.id, input: v });
      notifySuccess(t('common.feedback.saved'));
      onClose();
    } catch (e) {
      notifyError(e);
    }
  };
  const initial: DdResultsInput = { gsmResult: applicant.gsmResult, partnerResult: applicant.partnerResult, lastResult: applicant.lastResult };
  return (
    <Modal open title={s('resultsForm.title')} onCancel={onClose} onOk={() => void submit()} okText={t('common.actions.save')} cancelText={t('common.actions.cancel')}
      confirmLoading={save.isPending} destroyOnHidden okButtonProps={{ 'data-testid': 'dd-results-save' }}>
      <p><span lang="zh-CN">{applicant.studentName}</span> ({applicant.studentNumber}) · <span lang="zh-CN">{applicant.ddProjectName}</span></p>
      <Form<DdResultsInput> form={form} layout="vertical" initialValues={initial} data-testid="dd-results-form">
        {resultFields.map((field) => (
          <Form.Item key={field} name={field} label={s(`resultFields.${field}`)} rules={[zodRule(ddResultsInputSchema.shape[field], s(`resultFields.${field}`))]}
            extra={field === 'gsmResult' ? s('resultsForm.gsmHelp') : undefined}>
            <Radio.Group aria-label={s(`resultFields.${field}`)}>
              {resultValues.map((r) => <Radio key={r} value={r} data-testid={`dd-results-${field}-${r}`}>{t(resultKey(r))}</Radio>)}
            </Radio.Group>
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
