import '../training.css';
import { AuditStatus, Role } from '@portal/contracts';
import type { ChangeRecord } from '@portal/contracts';
import { Button, Card, Input, Modal, Space } from 'antd';
import type { ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../../../../shared/current-user.tsx';
import { notifyError, notifySuccess } from '../../../../shared/feedback.ts';
import { ChangeRecordsTable } from '../components/change-records-table.tsx';
import { trainingApi, trainingKeys, useTrainingMutation } from '../training.api.ts';

/**
 * Staff review of class changes (teaching.admin): approve or reject a pending application with a
 * comment. The server moves the enrolment on approval and refuses a full or clashing class.
 */
export function ClassChangeReviewPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [deciding, setDeciding] = useState<{ record: ChangeRecord; approve: boolean } | null>(null);
  const [comment, setComment] = useState('');
  const decide = useTrainingMutation(trainingApi.decide);
  if (!user.isAdmin && !user.roles.includes(Role.teachingAdmin)) {
    return <Navigate to={`/403?msg=${encodeURIComponent(t('teaching.training.review.forbidden'))}`} replace />;
  }
  const submit = async () => {
    if (!deciding) return;
    try {
      await decide.mutateAsync({ id: deciding.record.id, approve: deciding.approve, comment });
      notifySuccess();
      setDeciding(null);
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  const open = (record: ChangeRecord, approve: boolean) => {
    setComment('');
    setDeciding({ record, approve });
  };
  return (
    <div className="page-width page-block" data-testid="change-review">
      <Card title={<h1 className="training-heading">{t('teaching.training.review.title')}</h1>}>
        <ChangeRecordsTable staff queryKey={trainingKeys.review()} fetchPage={trainingApi.review} testId="change-review" actions={(r) => (r.auditStatus === AuditStatus.pending ? (
          <Space size={0}>
            <Button size="small" type="link" onClick={() => open(r, true)} data-testid="review-approve">{t('teaching.training.review.approve')}</Button>
            <Button size="small" type="link" danger onClick={() => open(r, false)} data-testid="review-reject">{t('teaching.training.review.reject')}</Button>
          </Space>
        ) : null)} />
      </Card>
      <Modal open={deciding !== null} title={deciding?.approve ? t('teaching.training.review.approveTitle') : t('teaching.training.review.rejectTitle')}
        onCancel={() => setDeciding(null)} onOk={() => void submit()} confirmLoading={decide.isPending}
        okText={t('common.actions.confirm')} cancelText={t('common.actions.cancel')} okButtonProps={{ 'data-testid': 'review-confirm' } as ButtonProps}>
        <Input.TextArea rows={3} maxLength={500} value={comment} onChange={(e) => setComment(e.target.value)}
          placeholder={t('teaching.training.review.comment')} aria-label={t('teaching.training.review.comment')} />
      </Modal>
    </div>
  );
}
