import { EXEMPT_EDITABLE, ExemptStatus, MAX_MOBILITY_FILES, MOBILITY_TEXT_MAX, mobilityFileSchema, type FileRecord } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { RichTextView } from '../../../shared/rich-text-view.tsx';
import { UploadControl } from '../../../shared/upload-control.tsx';
import { mobilityApi, mobilityKeys, useMobilityMutation } from '../mobility.api.ts';

interface Values { reason: string; files: FileRecord[] }

const statusColor: Record<number, string> = { 1: 'processing', 2: 'success', 3: 'error', 4: 'warning' };

/** Parses the wire's JSON text of files; a bad text shows as no files rather than breaking the form. */
function filesOf(text: string | undefined): FileRecord[] {
  try {
    return z.array(mobilityFileSchema).parse(JSON.parse(text ?? '[]')).map((f) => ({ id: f.id, fileName: f.fileName, fileUrl: f.fileUrl ?? '' }));
  } catch {
    return [];
  }
}

/** The exemption form (MOB-U03): reason and attachments; status from 2 up, the office's comment from 3 up; editable in 1 or 4. */
function ExemptionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const info = useQuery({ queryKey: mobilityKeys.exempt(), queryFn: mobilityApi.exemptInfo, enabled: open });
  const explain = useQuery({ queryKey: [...mobilityKeys.exempt(), 'explain'], queryFn: mobilityApi.explain, enabled: open });
  const save = useMobilityMutation(mobilityApi.submitExemption);
  const e = info.data ?? null;
  const editable = !e || EXEMPT_EDITABLE.includes(e.status);

  const submit = async () => {
    const v = await form.validateFields();
    try {
      await save.mutateAsync({ id: e?.id ?? 0, status: ExemptStatus.submitted, reason: v.reason, fileList: JSON.stringify(v.files.map((f) => ({ id: f.id, fileName: f.fileName }))) });
      notifySuccess();
      onClose();
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  const required = { required: true, message: t('mobility.exemption.required') };
  return (
    <Modal open={open} width={720} title={t('mobility.exemption.title')} onCancel={onClose} destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>{t('common.actions.cancel')}</Button>,
        editable && <Button key="ok" type="primary" loading={save.isPending} onClick={() => void submit()} data-testid="exemption-confirm">{t('mobility.exemption.confirm')}</Button>,
      ]}>
      {explain.data ? <div lang="zh-CN" style={{ marginBottom: 12 }}><RichTextView html={explain.data} data-testid="exemption-explain" /></div> : null}
      {e && e.status >= ExemptStatus.approved && (
        <p data-testid="exemption-status">{t('mobility.exemption.status')}: <Tag color={statusColor[e.status]}>{t(`mobility.exemption.statuses.${e.status}`)}</Tag></p>
      )}
      {e && e.status >= ExemptStatus.rejected && e.auditOpinion && (
        <Alert type={e.status === ExemptStatus.returned ? 'warning' : 'error'} showIcon style={{ marginBottom: 12 }}
          message={t('mobility.exemption.auditOpinion')} description={e.auditOpinion} data-testid="exemption-opinion" />
      )}
      {e && e.status === ExemptStatus.submitted && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('mobility.exemption.waiting')} data-testid="exemption-waiting" />}
      {/* Rendered once the record is read: the upload control takes its files when it mounts. */}
      {!info.isPending && (
      <Form form={form} layout="vertical" disabled={!editable} data-testid="exemption-form" initialValues={{ reason: e?.reason ?? '', files: filesOf(e?.fileList) }}>
        <Form.Item name="reason" label={t('mobility.exemption.reason')} rules={[{ ...required, whitespace: true }, { max: MOBILITY_TEXT_MAX }]}>
          <Input.TextArea rows={4} maxLength={MOBILITY_TEXT_MAX} showCount data-testid="exemption-reason" />
        </Form.Item>
        <Form.Item name="files" label={t('mobility.exemption.files')} extra={t('mobility.exemption.filesHelp', { max: MAX_MOBILITY_FILES })}
          rules={[{ validator: (_, v: FileRecord[] | undefined) => (v && v.length > 0 ? Promise.resolve() : Promise.reject(new Error(t('mobility.exemption.required')))) }]}>
          <UploadControl use="exemption" maxCount={MAX_MOBILITY_FILES} disabled={!editable} data-testid="exemption-upload" />
        </Form.Item>
      </Form>
      )}
    </Modal>
  );
}

/** Shown only while the server says the exemption window is open (MOB-S03). */
export function ExemptionButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const isOpen = useQuery({ queryKey: [...mobilityKeys.exempt(), 'open'], queryFn: mobilityApi.exemptIsOpen });
  if (!isOpen.data) return null;
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)} data-testid="exemption-open">{t('mobility.exemption.apply')}</Button>
      <ExemptionDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
