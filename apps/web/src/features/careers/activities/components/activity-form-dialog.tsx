import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { activityTimesProblem, ACTIVITY_STUDENT_TYPES, messageText, UNLIMITED_PLACES } from '@portal/contracts';
import type { ActivityAdminRow, ActivityInput } from '@portal/contracts';
import { Button, Checkbox, Col, DatePicker, Form, Input, InputNumber, Modal, Row, Select, Space, Switch } from 'antd';
import type { ButtonProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPickerValue, pickerNow, toPickerValue } from '../../../../shared/date-format.ts';
import { notifyError, notifyMessage, notifySuccess } from '../../../../shared/feedback.ts';
import { messageLang, pickText, useLanguage } from '../../../../shared/language.ts';
import { RichTextEditor } from '../../../../shared/rich-text-editor.tsx';
import { activitiesApi, useActivityMutation, useActivityOptions } from '../activities.api.ts';

interface FormValues {
  vdActiveType: number; activityTypeKey: string; name: string; nameEn: string; address: string; addressEn: string; introduce: string; introduceEn: string;
  times: { range: [Dayjs, Dayjs] }[]; signup: [Dayjs, Dayjs]; personNum: number; unlimited: boolean; surveyID: number | null;
  studentTypeIds: number[]; entranceYears: number[]; signupClosed: boolean;
}

const initial = (r: ActivityAdminRow | null): Partial<FormValues> => (r ? {
  vdActiveType: r.vdActiveType, activityTypeKey: r.activityTypeKey, name: r.name, nameEn: r.nameEn, address: r.address, addressEn: r.addressEn,
  introduce: r.introduce, introduceEn: r.introduceEn, times: r.vdActiveTimes.map((x) => ({ range: [toPickerValue(x.beginTime), toPickerValue(x.endTime)] })),
  signup: [toPickerValue(r.signupBeginTime), toPickerValue(r.signupEndTime)], personNum: r.personNum >= UNLIMITED_PLACES ? 100 : r.personNum,
  unlimited: r.personNum >= UNLIMITED_PLACES, surveyID: r.surveyID, studentTypeIds: r.studentTypeIds, entranceYears: r.entranceYears, signupClosed: r.signupClosed,
} : { vdActiveType: 1, activityTypeKey: '1', personNum: 50, unlimited: false, surveyID: null, studentTypeIds: [], entranceYears: [], signupClosed: false,
  introduce: '', introduceEn: '', ...suggestedDates() });

/** A new activity starts a week ahead at 14:00 for two hours, with registration open from now until two days before. */
function suggestedDates(): Pick<FormValues, 'times' | 'signup'> {
  const day = pickerNow().add(7, 'day').startOf('day');
  return { times: [{ range: [day.hour(14), day.hour(16)] }], signup: [pickerNow().startOf('minute'), day.subtract(2, 'day').hour(18)] };
}

/** Create or edit an activity; the order of its instants is checked by the rule the server uses. */
export function ActivityFormDialog({ open, activity, onClose }: { open: boolean; activity: ActivityAdminRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [form] = Form.useForm<FormValues>();
  const options = useActivityOptions(open);
  const create = useActivityMutation(activitiesApi.create);
  const update = useActivityMutation(activitiesApi.update);
  const unlimited = Form.useWatch('unlimited', form);
  useEffect(() => {
    if (open) form.setFieldsValue(initial(activity));
  }, [open, activity, form]);
  const f = (key: string) => t(`careers.activities.fields.${key}`);
  const required = [{ required: true, message: t('careers.activities.admin.required') }];
  const range = { showTime: { format: 'HH:mm' }, format: 'YYYY-MM-DD HH:mm', style: { width: '100%' } } as const;

  const submit = async () => {
    const v = await form.validateFields();
    const input: ActivityInput = {
      vdActiveType: v.vdActiveType, activityTypeKey: v.activityTypeKey, name: v.name, nameEn: v.nameEn, address: v.address, addressEn: v.addressEn,
      introduce: v.introduce ?? '', introduceEn: v.introduceEn ?? '',
      vdActiveTimes: v.times.map((x) => ({ beginTime: fromPickerValue(x.range[0]), endTime: fromPickerValue(x.range[1]) })),
      signupBeginTime: fromPickerValue(v.signup[0]), signupEndTime: fromPickerValue(v.signup[1]), personNum: v.unlimited ? UNLIMITED_PLACES : v.personNum,
      surveyID: v.surveyID ?? null, studentTypeIds: v.studentTypeIds ?? [], entranceYears: v.entranceYears ?? [], signupClosed: v.signupClosed ?? false,
    };
    const problem = activityTimesProblem(input);
    if (problem) {
      notifyMessage('warning', messageText(problem, messageLang()) ?? problem);
      return;
    }
    try {
      if (activity) await update.mutateAsync({ id: activity.id, input });
      else await create.mutateAsync(input);
      notifySuccess();
      onClose();
    } catch (err) {
      notifyError(err, 'warning');
    }
  };

  const o = options.data;
  return (
    <Modal open={open} title={activity ? t('careers.activities.admin.edit') : t('careers.activities.admin.create')} onCancel={onClose} onOk={() => void submit()} width={820}
      okText={t('common.actions.save')} cancelText={t('common.actions.cancel')} confirmLoading={create.isPending || update.isPending} destroyOnHidden forceRender
      okButtonProps={{ 'data-testid': 'activity-form-save' } as ButtonProps}>
      <Form form={form} layout="vertical" data-testid="activity-form">
        <Row gutter={12}>
          <Col span={12}><Form.Item name="name" label={f('nameZh')} rules={required}><Input maxLength={200} data-testid="activity-form-name" /></Form.Item></Col>
          <Col span={12}><Form.Item name="nameEn" label={f('nameEn')} rules={required}><Input maxLength={200} data-testid="activity-form-name-en" /></Form.Item></Col>
          <Col span={12}>
            <Form.Item name="activityTypeKey" label={f('type')} rules={required}>
              <Select loading={options.isLoading} options={(o?.activityTypes ?? []).map((x) => ({ value: x.value, label: pickText(lang, x.label, x.labelEn) }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="vdActiveType" label={f('kind')} rules={required}>
              <Select options={[1, 2].map((n) => ({ value: n, label: t(`careers.activities.kind.${n}`) }))} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.List name="times">
              {(fields, { add, remove }) => (
                <Form.Item label={f('times')} required>
                  {fields.map((field) => (
                    <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                      <Form.Item name={[field.name, 'range']} rules={required} style={{ minWidth: 380 }}>
                        <DatePicker.RangePicker {...range} aria-label={f('times')} />
                      </Form.Item>
                      {fields.length > 1 ? <MinusCircleOutlined aria-label={t('common.actions.delete')} onClick={() => remove(field.name)} /> : null}
                    </Space>
                  ))}
                  {fields.length < 6 ? <Button type="dashed" icon={<PlusOutlined />} onClick={() => add()}>{t('careers.activities.admin.addTime')}</Button> : null}
                </Form.Item>
              )}
            </Form.List>
          </Col>
          <Col span={12}><Form.Item name="signup" label={f('signupWindow')} rules={required}><DatePicker.RangePicker {...range} /></Form.Item></Col>
          <Col span={6}>
            <Form.Item name="personNum" label={f('personNum')} rules={unlimited ? [] : required}>
              <InputNumber min={1} max={UNLIMITED_PLACES - 1} disabled={unlimited} style={{ width: '100%' }} data-testid="activity-form-places" />
            </Form.Item>
          </Col>
          <Col span={6}><Form.Item name="unlimited" label={f('unlimited')} valuePropName="checked"><Switch /></Form.Item></Col>
          <Col span={12}><Form.Item name="address" label={f('addressZh')} rules={required}><Input maxLength={200} data-testid="activity-form-address" /></Form.Item></Col>
          <Col span={12}><Form.Item name="addressEn" label={f('addressEn')} rules={required}><Input maxLength={200} data-testid="activity-form-address-en" /></Form.Item></Col>
          <Col span={12}>
            <Form.Item name="studentTypeIds" label={f('studentTypes')} extra={t('careers.activities.admin.emptyMeansAll')}>
              <Checkbox.Group options={ACTIVITY_STUDENT_TYPES.map((x) => ({ value: x.id, label: lang === 'en-US' ? x.en : x.zh }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="entranceYears" label={f('entranceYears')} extra={t('careers.activities.admin.emptyMeansAll')}>
              <Select mode="multiple" allowClear options={(o?.entranceYears ?? []).map((y) => ({ value: y, label: String(y) }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="surveyID" label={f('survey')}>
              <Select allowClear options={(o?.surveys ?? []).map((x) => ({ value: x.id, label: pickText(lang, x.name, x.nameEn) }))} />
            </Form.Item>
          </Col>
          <Col span={12}><Form.Item name="signupClosed" label={f('signupClosed')} valuePropName="checked"><Switch /></Form.Item></Col>
          <Col span={24}><Form.Item name="introduce" label={f('introduceZh')}><RichTextEditor lang="zh-CN" minHeight={120} /></Form.Item></Col>
          <Col span={24}><Form.Item name="introduceEn" label={f('introduceEn')}><RichTextEditor lang="en-US" minHeight={120} /></Form.Item></Col>
        </Row>
      </Form>
    </Modal>
  );
}
