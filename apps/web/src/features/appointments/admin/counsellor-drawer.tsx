import { APPOINTMENT_STUDENT_TYPES, CONSULT_TYPES, counsellorInputSchema, issueMessage, messageText } from '@portal/contracts';
import type { AdminCounsellor } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Form, Input, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { RequiredCheckboxGroup } from '../../../shared/required-checkbox-group.tsx';
import { notifyError, notifyMessage, notifySuccess } from '../../../shared/feedback.ts';
import { messageLang, pickText, useLanguage } from '../../../shared/language.ts';
import { useIsPhone } from '../../../shared/responsive.ts';
import { UploadControl } from '../../../shared/upload-control.tsx';
import { zodRule } from '../../../shared/zod-rule.ts';
import { counsellorInput, counsellorValues } from './counsellor-form-model.ts';
import type { CounsellorValues } from './counsellor-form-model.ts';
import { deskApi, deskKeys, useDeskMutation } from './desk.api.ts';

const shape = counsellorInputSchema.shape;

/**
 * A counsellor's public profile and offers: the career office makes the record of an account with
 * role counsellor (`counsellor` null) or edits any record; a counsellor edits its own. The form
 * checks each field with the schema the server saves with; a refusal leaves the drawer open.
 */
export function CounsellorDrawer({ counsellor, onClose }: { counsellor: AdminCounsellor | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const isPhone = useIsPhone();
  const [form] = Form.useForm<CounsellorValues>();
  const creating = counsellor === null;
  const accounts = useQuery({ queryKey: deskKeys.accounts(), queryFn: deskApi.accounts, enabled: creating });
  const create = useDeskMutation(deskApi.createCounsellor);
  const update = useDeskMutation(deskApi.updateCounsellor);
  const offered = Form.useWatch('offered', form) ?? [];
  const f = (key: string, params: Record<string, unknown> = {}) => t(`appointments.admin.counsellorForm.${key}`, params);
  const labels: Record<string, string> = {
    userId: f('account'), name: f('name'), nameEn: f('nameEn'), sex: f('sex'), photoFileId: f('photo'), introduce: f('introduce'),
    introduceEN: f('introduceEN'), goodAt: f('goodAt'), goodAtEN: f('goodAtEN'), offers: f('offers'),
  };
  const free = (accounts.data ?? []).filter((a) => a.counsellorId === null);

  const submit = async () => {
    let v: CounsellorValues;
    try {
      v = await form.validateFields();
    } catch {
      notifyMessage('warning', t('appointments.student.drawer.requiredTips'));
      return;
    }
    const userId = counsellor?.userId ?? v.userId ?? 0;
    const parsed = counsellorInput(v, userId, counsellor?.disabled ?? false);
    if (!parsed.success) {
      // The fields' rules mirror the schema, so this is a last guard: name the field and its problem.
      const issue = parsed.error.issues[0]!;
      const { code, params } = issueMessage(issue);
      notifyMessage('warning', messageText(code, messageLang(), { ...params, field: labels[String(issue.path[0])] ?? '' }) ?? '');
      return;
    }
    try {
      if (counsellor) await update.mutateAsync({ id: counsellor.id, input: parsed.data });
      else await create.mutateAsync(parsed.data);
      notifySuccess();
      onClose();
    } catch (err) {
      notifyError(err, 'warning');
    }
  };

  const textArea = (name: 'introduce' | 'introduceEN' | 'goodAt' | 'goodAtEN', max: number, english: boolean) => (
    <Form.Item name={name} label={labels[name]} rules={[zodRule(shape[name], labels[name]!)]}>
      <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={max} showCount lang={english ? 'en' : 'zh'} data-testid={`counsellor-form-${name}`} />
    </Form.Item>
  );

  return (
    <Drawer
      open
      destroyOnHidden
      size={isPhone ? '100%' : 720}
      onClose={onClose}
      title={creating ? f('titleNew') : f('titleEdit', { name: pickText(lang, counsellor.name, counsellor.nameEn) })}
      extra={(
        <Space>
          <Button onClick={onClose}>{t('common.actions.cancel')}</Button>
          <Button type="primary" loading={create.isPending || update.isPending} onClick={() => void submit()} data-testid="counsellor-form-save">
            {t('common.actions.save')}
          </Button>
        </Space>
      )}
    >
      <Form<CounsellorValues> form={form} layout="vertical" initialValues={counsellorValues(counsellor)} data-testid="counsellor-form">
        {creating ? (
          <Form.Item name="userId" label={labels.userId} extra={f('accountHint')} rules={[zodRule(shape.userId, labels.userId!)]} required>
            <Select<number> loading={accounts.isLoading} data-testid="counsellor-form-account" notFoundContent={f('noFreeAccount')}
              options={free.map((a) => ({ value: a.userId, label: `${pickText(lang, a.name, a.enName)} (${a.username})` }))}
              onChange={(id) => {
                const a = free.find((x) => x.userId === id);
                // The account's names are a start; the office may change them.
                if (a && !form.getFieldValue('name')) form.setFieldsValue({ name: a.name, nameEn: a.enName });
              }} />
          </Form.Item>
        ) : null}
        <Space wrap size="large" style={{ display: 'flex' }}>
          <Form.Item name="name" label={labels.name} rules={[zodRule(shape.name, labels.name!)]} required>
            <Input maxLength={50} style={{ width: 240 }} data-testid="counsellor-form-name" />
          </Form.Item>
          <Form.Item name="nameEn" label={labels.nameEn} rules={[zodRule(shape.nameEn, labels.nameEn!)]} required>
            <Input maxLength={100} style={{ width: 240 }} lang="en" data-testid="counsellor-form-nameEn" />
          </Form.Item>
        </Space>
        <Form.Item name="sex" label={labels.sex}>
          <Radio.Group options={(['M', 'F', ''] as const).map((s) => ({ value: s, label: f(`sexes.${s || 'none'}`) }))} />
        </Form.Item>
        <Form.Item name="photo" label={labels.photoFileId} extra={f('photoHint')}>
          <UploadControl use="photo" maxCount={1} data-testid="counsellor-form-photo" />
        </Form.Item>
        {textArea('introduce', 2000, false)}
        {textArea('introduceEN', 4000, true)}
        {textArea('goodAt', 500, false)}
        {textArea('goodAtEN', 1000, true)}
        <Form.Item name="offered" label={labels.offers} rules={[{ required: true, message: f('offerRequired') }]} required>
          <RequiredCheckboxGroup<number> data-testid="counsellor-form-offered" options={CONSULT_TYPES.map((c) => ({ value: c.key, label: pickText(lang, c.zh, c.en) }))} />
        </Form.Item>
        {CONSULT_TYPES.map((c) => (
          <Form.Item key={c.key} name={['studentTypes', String(c.key)]} label={f('studentTypes', { type: pickText(lang, c.zh, c.en) })} extra={f('studentTypesHint')}>
            <Select<number[]> mode="multiple" allowClear disabled={!offered.includes(c.key)} placeholder={f('allStudentTypes')} data-testid={`counsellor-form-student-types-${c.key}`}
              options={APPOINTMENT_STUDENT_TYPES.map((s) => ({ value: s.id, label: pickText(lang, s.zh, s.en) }))} />
          </Form.Item>
        ))}
      </Form>
    </Drawer>
  );
}
