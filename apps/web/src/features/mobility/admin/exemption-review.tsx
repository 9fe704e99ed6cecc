import { ExemptStatus, type AdminExemption } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Modal, Radio, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/date-format.ts';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { testIdProps } from '../../../shared/paged-table.tsx';
import { mobilityApi, mobilityKeys, useMobilityMutation } from '../mobility.api.ts';
import { StaffText } from '../staff-text.tsx';

const statusColor: Record<number, string> = { 1: 'processing', 2: 'success', 3: 'error', 4: 'warning' };

/** Approve, reject or return an exemption waiting for review, with the comment the student reads. */
function ReviewDialog({ target, onClose }: { target: AdminExemption | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<2 | 3 | 4>(ExemptStatus.approved);
  const [opinion, setOpinion] = useState('');
  const review = useMobilityMutation(mobilityApi.review);
  const submit = async () => {
    if (!target) return;
    try {
      await review.mutateAsync({ id: target.id, body: { status, auditOpinion: opinion } });
      notifySuccess();
      onClose();
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  return (
    <Modal open={target !== null} title={t('mobility.admin.review')} onCancel={onClose} onOk={() => void submit()} destroyOnHidden
      okText={t('mobility.admin.save')} cancelText={t('common.actions.cancel')} confirmLoading={review.isPending} okButtonProps={{ 'data-testid': 'review-save' }}>
      <p lang="zh-CN">{target?.studentName} · {target?.reason}</p>
      <Radio.Group value={status} onChange={(e) => setStatus(e.target.value as 2 | 3 | 4)} data-testid="review-status" aria-label={t('mobility.exemption.status')}>
        <Radio value={ExemptStatus.approved} data-testid="review-approve">{t('mobility.admin.approve')}</Radio>
        <Radio value={ExemptStatus.rejected} data-testid="review-reject">{t('mobility.admin.reject')}</Radio>
        <Radio value={ExemptStatus.returned} data-testid="review-return">{t('mobility.admin.return')}</Radio>
      </Radio.Group>
      <Input.TextArea rows={3} maxLength={2000} style={{ marginTop: 12 }} value={opinion} onChange={(e) => setOpinion(e.target.value)}
        placeholder={t('mobility.admin.opinionHelp')} aria-label={t('mobility.exemption.auditOpinion')} data-testid="review-opinion" />
    </Modal>
  );
}

/** The exemptions of a plan: waiting ones first, each with its attachments (signed download links). */
export function ExemptionReview({ planId }: { planId: number }) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<AdminExemption | null>(null);
  const list = useQuery({ queryKey: mobilityKeys.adminList('exemptions', planId), queryFn: () => mobilityApi.exemptions(planId) });
  const columns: ColumnsType<AdminExemption> = [
    { title: t('mobility.admin.student'), key: 'student', render: (_, r) => <StaffText>{r.studentName} ({r.studentNumber})</StaffText> },
    { title: t('mobility.admin.class'), dataIndex: 'className', render: (v: string) => <StaffText>{v}</StaffText> },
    { title: t('mobility.exemption.reason'), dataIndex: 'reason', render: (v: string) => <StaffText>{v}</StaffText> },
    { title: t('mobility.exemption.files'), key: 'files', render: (_, r) => <Space direction="vertical" size={0}>{r.files.map((f) => <a key={f.id} href={f.fileUrl} download>{f.fileName}</a>)}</Space> },
    { title: t('mobility.exemption.status'), key: 'status', render: (_, r) => <Tag color={statusColor[r.status]}>{t(`mobility.exemption.statuses.${r.status}`)}</Tag> },
    { title: t('mobility.exemption.auditOpinion'), dataIndex: 'auditOpinion' },
    { title: t('mobility.admin.updatedAt'), key: 'updatedAt', render: (_, r) => formatDateTime(r.updatedAt) },
    {
      title: t('mobility.projects.action'), key: 'action',
      render: (_, r) => (r.status === ExemptStatus.submitted ? <Button type="link" onClick={() => setTarget(r)} data-testid={`exemption-review-${r.id}`}>{t('mobility.admin.review')}</Button> : null),
    },
  ];
  return (
    <>
      <Table<AdminExemption> rowKey="id" size="middle" columns={columns} dataSource={list.data ?? []} loading={list.isPending} pagination={{ pageSize: 20 }}
        onRow={() => testIdProps('exemption-row')} />
      {/* Keyed by the exemption, so each review starts from 'approve' and an empty comment. */}
      <ReviewDialog key={target?.id ?? 0} target={target} onClose={() => setTarget(null)} />
    </>
  );
}
