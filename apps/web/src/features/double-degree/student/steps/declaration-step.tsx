import { ddAgreementSchema, messageText } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAsync, notifyError, notifyMessage, notifySuccess } from '../../../../shared/feedback.ts';
import { messageLang } from '../../../../shared/language.ts';
import { RichTextView } from '../../../../shared/rich-text-view.tsx';
import { ddApi, ddKeys, useDdMutation } from '../../dd.api.ts';
import { StepFooter } from './step-footer.tsx';
import type { StepProps } from './step-props.ts';

/**
 * Step 6, Declaration (MOB-V10, MOB-S07): the agreement must be ticked to save or submit. Submit
 * asks the maximum-count check (C15), confirms 'no editing after submission', makes the form (C29)
 * and submits (C30); the server checks all of it again under a lock.
 */
export function DeclarationStep({ signupId, manageId, onPrev, onSubmitted }: StepProps) {
  const { t } = useTranslation();
  const enabled = useQuery({ queryKey: ddKeys.enabled(), queryFn: ddApi.enabled });
  const current = useQuery({ queryKey: ddKeys.step(5, signupId), queryFn: () => ddApi.essay(signupId) });
  const [ticked, setTicked] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const saveAgreement = useDdMutation(ddApi.saveAgreement);
  const submitCall = useDdMutation(ddApi.submit);
  const agreed = ticked ?? current.data?.isCheckAgreement ?? false;

  const store = async (): Promise<boolean> => {
    const body = ddAgreementSchema.safeParse({ ddSingupStudentId: signupId, isCheckAgreement: agreed });
    if (!body.success) {
      notifyMessage('warning', messageText('97108', messageLang()) ?? '');
      return false;
    }
    await saveAgreement.mutateAsync(body.data);
    return true;
  };
  const run = async (submit: boolean) => {
    setBusy(true);
    try {
      if (!(await store())) return;
      if (!submit) {
        notifySuccess();
        return;
      }
      if (!(await ddApi.canChooseMore(manageId))) {
        notifyMessage('warning', messageText('-100002', messageLang()) ?? '');
        return;
      }
      if (!(await confirmAsync({ title: t('doubleDegree.student.declaration.confirm'), okText: t('common.actions.confirm'), cancelText: t('common.actions.cancel') }))) return;
      await ddApi.pdf(signupId);
      await submitCall.mutateAsync(signupId);
      notifySuccess(t('doubleDegree.student.declaration.submitted'));
      onSubmitted();
    } catch (err) {
      notifyError(err, 'warning');
    } finally {
      setBusy(false);
    }
  };
  if (enabled.isPending || current.isPending) return <Skeleton active />;
  const agreement = enabled.data?.ddApplyAgreement;
  return (
    <div data-testid="dd-declaration">
      {agreement ? (
        <>
          <Typography.Title level={4} lang="zh-CN">{agreement.title}</Typography.Title>
          <div lang="zh-CN"><RichTextView html={agreement.content} data-testid="dd-agreement" /></div>
          {agreement.hint && <Alert type="info" showIcon style={{ margin: '12px 0' }} message={<span lang="zh-CN">{agreement.hint}</span>} />}
        </>
      ) : <Alert type="warning" showIcon message={t('doubleDegree.student.declaration.none')} />}
      <Form.Item>
        <Checkbox checked={agreed} onChange={(e) => setTicked(e.target.checked)} data-testid="dd-agree">{t('doubleDegree.student.declaration.agree')}</Checkbox>
      </Form.Item>
      <StepFooter saving={busy && !submitCall.isPending} onPrev={onPrev} onSave={() => void run(false)} saveText={t('doubleDegree.student.declaration.save')}
        extra={<Button type="primary" danger loading={busy} onClick={() => void run(true)} data-testid="dd-submit">{t('doubleDegree.student.declaration.submit')}</Button>} />
    </div>
  );
}
