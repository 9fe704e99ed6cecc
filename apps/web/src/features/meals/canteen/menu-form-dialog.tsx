import type { MealMenuAdminRow } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Modal, Select, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { RichTextEditor } from '../../../shared/rich-text-editor.tsx';
import { mealKeys, mealsApi, useMealMutation } from '../meals.api.ts';

interface Values { fileName: string; range: [Dayjs, Dayjs] | null; cutoff: Dayjs | null; surveyID: number | null }

/** Publish or change a menu: its rich text, its dates, the cut-off for the next day, an optional survey. */
export function MenuFormDialog({ editing, open, onClose }: { editing: MealMenuAdminRow | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [form] = Form.useForm<Values>();
  const save = useMealMutation(mealsApi.saveMenu);
  const options = useQuery({ queryKey: mealKeys.options(), queryFn: mealsApi.options, enabled: open });
  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(editing
      ? { fileName: editing.fileName, range: [dayjs(editing.startDate), dayjs(editing.endDate)], cutoff: dayjs(`2000-01-01 ${editing.cutoffTime === '24:00' ? '23:59' : editing.cutoffTime}`), surveyID: editing.surveyID }
      : { fileName: '', range: null, cutoff: dayjs('2000-01-01 17:00'), surveyID: null });
  }, [open, editing, form]);

  const submit = async () => {
    const v = await form.validateFields();
    try {
      await save.mutateAsync({
        id: editing?.id ?? null,
        input: { fileName: v.fileName, startDate: v.range![0].format('YYYY-MM-DD'), endDate: v.range![1].format('YYYY-MM-DD'), cutoffTime: v.cutoff!.format('HH:mm'), surveyID: v.surveyID ?? null },
      });
      notifySuccess();
      onClose();
    } catch (err) {
      notifyError(err, 'error');
    }
  };
  const required = [{ required: true, message: t('meals.form.required') }];
  return (
    <Modal
      open={open} width={760} title={editing ? t('meals.canteen.editMenu') : t('meals.canteen.newMenu')} onCancel={onClose} onOk={() => void submit()}
      okText={t('meals.actions.publish')} cancelText={t('common.actions.cancel')} confirmLoading={save.isPending} destroyOnHidden
      okButtonProps={{ 'data-testid': 'menu-form-save' }}
    >
      <Form form={form} layout="vertical" data-testid="menu-form">
        <Form.Item name="range" label={t('meals.canteen.dates')} rules={required}>
          <DatePicker.RangePicker style={{ width: '100%' }} data-testid="menu-form-dates" />
        </Form.Item>
        <Form.Item name="cutoff" label={t('meals.canteen.cutoff')} tooltip={t('meals.canteen.cutoffHelp')} rules={required}>
          <TimePicker format="HH:mm" minuteStep={5} data-testid="menu-form-cutoff" />
        </Form.Item>
        <Form.Item name="fileName" label={t('meals.canteen.content')} rules={[{ required: true, whitespace: true, message: t('meals.form.required') }]}>
          <RichTextEditor lang="zh-CN" data-testid="menu-form-content" />
        </Form.Item>
        <Form.Item name="surveyID" label={t('meals.canteen.survey')} tooltip={t('meals.canteen.surveyHelp')}>
          <Select allowClear data-testid="menu-form-survey" loading={options.isPending}
            options={(options.data?.surveys ?? []).map((s) => ({ value: s.id, label: pickText(lang, s.name, s.nameEn) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
