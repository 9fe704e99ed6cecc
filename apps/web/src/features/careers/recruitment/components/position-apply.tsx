import { APPLICATION_NOTE_MAX, Role } from '@portal/contracts';
import type { ApplyState } from '@portal/contracts';
import { Alert, Button, Form, Input, Modal, Radio, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../../shared/current-user.tsx';
import { formatDate } from '../../../../shared/date-format.ts';
import { notifyError, notifySuccess } from '../../../../shared/feedback.ts';
import { applicationsApi, useApplicationMutation, useApplyState } from '../applications.api.ts';

/** Why the button is disabled, judged as the server would: applied once (3340), closed (3341), nothing to send (3342). */
function disabledReason(s: ApplyState, t: TFunction): string | null {
  if (s.application) {
    return t('careers.recruitment.apply.appliedReason', {
      date: formatDate(s.application.createdAt), status: t(`careers.recruitment.applicationStatus.${s.application.status}`),
    });
  }
  if (s.closed) return t('careers.recruitment.apply.closedReason');
  if (s.resumes.length === 0) return t('careers.recruitment.apply.noResumeReason');
  return null;
}

function ApplyDialog({ positionId, state, open, onClose }: { positionId: number; state: ApplyState; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ resumeId: number; note: string }>();
  const apply = useApplicationMutation(applicationsApi.apply);
  const submit = async () => {
    const v = await form.validateFields();
    try {
      await apply.mutateAsync({ positionId, body: { resumeId: v.resumeId, note: v.note ?? '' } });
      notifySuccess(t('careers.recruitment.apply.sent'));
      onClose();
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  return (
    <Modal open={open} title={t('careers.recruitment.apply.title')} onCancel={onClose} onOk={() => void submit()} okText={t('careers.recruitment.apply.submit')}
      confirmLoading={apply.isPending} destroyOnHidden data-testid="apply-dialog">
      <Form form={form} layout="vertical" initialValues={{ resumeId: state.resumes[0]?.resumeId, note: '' }}>
        <Form.Item name="resumeId" label={t('careers.recruitment.apply.resume')} rules={[{ required: true }]}>
          <Radio.Group>
            <Space direction="vertical">
              {state.resumes.map((r) => (
                <Radio key={r.resumeId} value={r.resumeId} data-testid="apply-resume">
                  {t(`careers.recruitment.resumeKind.${r.kind}`)} · {t('careers.recruitment.apply.fileAt', { name: r.fileName, date: formatDate(r.fileAt, '-') })}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="note" label={t('careers.recruitment.apply.note')}>
          <Input.TextArea maxLength={APPLICATION_NOTE_MAX} showCount rows={4} placeholder={t('careers.recruitment.apply.notePlaceholder')} data-testid="apply-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The posting page's Apply button for students, disabled with its reason when the server would refuse. */
export function PositionApply({ positionId }: { positionId: number }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const isStudent = user.roles.includes(Role.student);
  const state = useApplyState(positionId, isStudent);
  const [open, setOpen] = useState(false);
  if (!isStudent || !state.data) return null;
  const reason = disabledReason(state.data, t);
  return (
    <div style={{ marginBottom: 12 }} data-testid="position-apply">
      <Space wrap>
        <Button type="primary" disabled={!!reason} onClick={() => setOpen(true)} data-testid="apply-open">{t('careers.recruitment.apply.button')}</Button>
        {state.data.application ? <Tag color="blue" data-testid="apply-status">{t(`careers.recruitment.applicationStatus.${state.data.application.status}`)}</Tag> : null}
        <Link to="/career/applications">{t('careers.recruitment.apply.myApplications')}</Link>
      </Space>
      {reason ? (
        <Alert style={{ marginTop: 8 }} type="info" showIcon title={reason} data-testid="apply-reason"
          action={!state.data.application && !state.data.closed ? <Link to="/resume/index">{t('careers.recruitment.apply.toResumes')}</Link> : undefined} />
      ) : null}
      <ApplyDialog positionId={positionId} state={state.data} open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
