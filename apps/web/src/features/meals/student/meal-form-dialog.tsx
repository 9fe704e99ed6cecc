import type { MealMenu, MealReservation } from '@portal/contracts';
import { DatePicker, Form, Modal, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { bookableDate } from '../meal-dates.ts';
import { mealsApi, useMealMutation } from '../meals.api.ts';

interface Values { reserveDate: Dayjs | null; isReserveLunch: 1 | 0 | undefined; isReservedinner: 1 | 0 | undefined }

/**
 * The add/edit dialog (BOOK-U08, V08, S05, S06): date, lunch and dinner all required, values 1/0
 * sent as booleans; the date is locked when editing; the dialog closes after the save whatever
 * its answer, a refusal shown as an error (BOOK-M03).
 */
export function MealFormDialog({ menu, editing, open, onClose }: { menu: MealMenu | null; editing: MealReservation | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useMealMutation(mealsApi.save);
  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(editing
      ? { reserveDate: dayjs(editing.reserveDate), isReserveLunch: editing.isReserveLunch ? 1 : 0, isReservedinner: editing.isReservedinner ? 1 : 0 }
      : { reserveDate: null, isReserveLunch: undefined, isReservedinner: undefined });
  }, [open, editing, form]);

  const submit = async () => {
    const v = await form.validateFields();
    try {
      await save.mutateAsync({
        id: editing?.id ?? null, reserveDate: v.reserveDate!.format('YYYY-MM-DD'), isReserveLunch: v.isReserveLunch === 1, isReservedinner: v.isReservedinner === 1,
        menuId: editing?.menuId ?? menu?.id ?? null,
      });
      notifySuccess();
    } catch (err) {
      notifyError(err, 'error');
    }
    onClose();
  };
  const required = [{ required: true, message: t('meals.form.required') }];
  const yesNo = [{ value: 1, label: t('meals.yes') }, { value: 0, label: t('meals.no') }];
  return (
    <Modal
      open={open} title={editing ? t('meals.form.editTitle') : t('meals.form.addTitle')} onCancel={onClose} onOk={() => void submit()}
      okText={t('common.actions.save')} cancelText={t('common.actions.cancel')} confirmLoading={save.isPending} destroyOnHidden
      okButtonProps={{ 'data-testid': 'meal-form-save' }}
    >
      <Form form={form} layout="vertical" data-testid="meal-form">
        <Form.Item name="reserveDate" label={t('meals.columns.reserveDate')} rules={required} extra={menu?.bookableFrom ? t('meals.form.dateHint', { from: menu.bookableFrom, to: menu.bookableTo, cutoff: menu.cutoffTime }) : undefined}>
          <DatePicker
            style={{ width: '100%' }} disabled={Boolean(editing)} data-testid="meal-form-date" inputReadOnly
            disabledDate={(d) => !bookableDate(menu, d.format('YYYY-MM-DD'))}
          />
        </Form.Item>
        <Form.Item name="isReserveLunch" label={t('meals.columns.lunch')} rules={required}>
          <Radio.Group options={yesNo} data-testid="meal-form-lunch" />
        </Form.Item>
        <Form.Item name="isReservedinner" label={t('meals.columns.dinner')} rules={required}>
          <Radio.Group options={yesNo} data-testid="meal-form-dinner" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
