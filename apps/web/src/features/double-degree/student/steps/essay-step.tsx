import { ddEssaySchema, MAX_DD_ESSAY } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ddApi, ddKeys } from '../../dd.api.ts';
import { checkStep, str } from '../form-check.ts';
import { wordCount } from '../wizard-rules.ts';
import { StepFooter } from './step-footer.tsx';
import type { StepProps } from './step-props.ts';
import { useStepSave } from './use-step-save.ts';

/** Step 5, Essay (MOB-V09): the prompt asks for 750 words; what is enforced, here and on the server, is 9000 characters. */
export function EssayStep({ signupId, onPrev, onSaved }: StepProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ essay: string }>();
  const essay = Form.useWatch('essay', form) ?? '';
  const data = useQuery({ queryKey: ddKeys.step(4, signupId), queryFn: () => ddApi.essay(signupId) });
  const save = useStepSave(ddApi.saveEssay, () => onSaved());
  const submit = async () => {
    const checked = checkStep(form, ddEssaySchema, { ddSingupStudentId: signupId, essay: str(form.getFieldValue('essay')) },
      () => ({ name: ['essay'], label: t('doubleDegree.student.essay.label') }));
    await save.run(checked);
  };
  if (data.isPending) return <Skeleton active />;
  if (data.isError) return null;
  return (
    <Form form={form} layout="vertical" initialValues={{ essay: data.data.essay }} data-testid="dd-essay-form">
      <Typography.Paragraph data-testid="dd-essay-prompt">{t('doubleDegree.student.essay.prompt')}</Typography.Paragraph>
      <Form.Item name="essay" label={t('doubleDegree.student.essay.label')} required
        extra={t('doubleDegree.student.essay.words', { n: wordCount(essay) })}>
        <Input.TextArea rows={14} maxLength={MAX_DD_ESSAY} showCount data-testid="dd-essay" />
      </Form.Item>
      <StepFooter saving={save.saving} onPrev={onPrev} onSave={() => void submit()} />
    </Form>
  );
}
