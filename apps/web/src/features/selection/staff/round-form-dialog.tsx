import { SELECTION_KINDS } from '@portal/contracts';
import type { AdminRoundRow } from '@portal/contracts';
import { DatePicker, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { RichTextEditor } from '../../../shared/rich-text-editor.tsx';
import { selectionAdminApi, useSelectionAdminMutation } from '../selection-admin.api.ts';
import { pageTypesOf } from '../staff-rules.ts';
import { newRoundValues, roundFormIssues, roundValues, toRoundBody } from './round-form-model.ts';
import type { RoundFormValues } from './round-form-model.ts';

/**
 * Create or change a round or scheme: kind, page type, window, release, choices per student and the
 * remark (rich text, sanitised by the server on write and by the view on render). A new round opens
 * on its own page, where its teachers and students are added.
 */
export function RoundFormDialog({ round, onClose }: { round: AdminRoundRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<RoundFormValues>();
  const save = useSelectionAdminMutation(selectionAdminApi.saveRound);
  const kind = Form.useWatch('selectionType', form) ?? round?.selectionType ?? 'mentor';
  const a = (key: string) => t(`selection.admin.${key}`);
  const f = (key: string) => t(`selection.admin.form.${key}`);
  const required = [{ required: true, message: f('required') }];

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const issues = roundFormIssues(values);
    if (issues.length) {
      form.setFields(issues.map((name) => ({ name, errors: [f(`invalid.${name}`)] })));
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: round?.id ?? null, input: toRoundBody(values) });
      notifySuccess(t('common.feedback.saved'));
      onClose();
      if (!round) void navigate(`/admin/selection/rounds/${saved.id}`);
    } catch (e) {
      notifyError(e);
    }
  };

  return (
    <Modal
      open width={820} title={round ? a('editRound') : a('newRound')} onCancel={onClose} onOk={() => void submit()}
      okText={t('common.actions.save')} cancelText={t('common.actions.cancel')} confirmLoading={save.isPending} destroyOnHidden
      okButtonProps={{ 'data-testid': 'round-form-save' }}
    >
      <Form<RoundFormValues> form={form} layout="vertical" initialValues={round ? roundValues(round) : newRoundValues()} data-testid="round-form">
        <Form.Item name="selectionType" label={f('selectionType')} rules={required}>
          <Radio.Group
            options={SELECTION_KINDS.map((k) => ({ value: k, label: a(`kinds.${k}`) }))}
            onChange={(e) => {
              // A page type of the other kind would be refused: take the new kind's first.
              const types = pageTypesOf(e.target.value as RoundFormValues['selectionType']);
              if (!types.includes(form.getFieldValue('pageType') as RoundFormValues['pageType'])) form.setFieldValue('pageType', types[0]);
            }}
          />
        </Form.Item>
        <Form.Item name="pageType" label={f('pageType')} rules={required}>
          <Select data-testid="round-form-page-type" options={pageTypesOf(kind).map((p) => ({ value: p, label: a(`pageTypes.${p}`) }))} />
        </Form.Item>
        <Form.Item name="name" label={f('name')} rules={[{ required: true, whitespace: true, message: f('required') }]}>
          <Input maxLength={200} data-testid="round-form-name" />
        </Form.Item>
        <Form.Item name="year" label={f('year')} rules={required}>
          <InputNumber min={2000} max={2200} precision={0} data-testid="round-form-year" />
        </Form.Item>
        {/* The picker gives aria-* to both its inputs: the end one has no label of its own (axe label-title-only once it holds a date). */}
        <Form.Item name="window" label={f('window')} rules={required} extra={f('windowHelp')}>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" aria-label={f('window')} data-testid="round-form-window" />
        </Form.Item>
        <Form.Item name="releaseStatus" label={f('releaseStatus')} rules={required} extra={f('releaseHelp')}>
          <Radio.Group data-testid="round-form-release" options={[0, 1, 2].map((s) => ({ value: s, label: a(`release.${s}`) }))} />
        </Form.Item>
        <Form.Item name="studentSelectionTimes" label={f('studentSelectionTimes')} rules={required} extra={f('studentSelectionTimesHelp')}>
          <InputNumber min={1} max={20} precision={0} data-testid="round-form-times" />
        </Form.Item>
        <Form.Item name="remark" label={f('remark')}>
          <RichTextEditor data-testid="round-form-remark" minHeight={140} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
