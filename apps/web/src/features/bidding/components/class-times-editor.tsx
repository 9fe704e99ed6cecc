import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, InputNumber, Select, Space, TimePicker } from 'antd';
import { useTranslation } from 'react-i18next';

const weekdays = [1, 2, 3, 4, 5, 6, 7];

/**
 * The class times of a course, in the plan's shape: MBA weekly classes (weeks one-based here, a
 * weekday, hours) or EMBA dated modules (a date range and hours). Values are the form shapes of
 * class-times-form.ts; the dialog converts them.
 */
export function ClassTimesEditor({ pageType }: { pageType: string }) {
  const { t } = useTranslation();
  const emba = pageType === 'emba';
  const required = { required: true, message: t('bidding.admin.courseForm.classTimeRequired') };

  return (
    <Form.List name={emba ? 'embaTimes' : 'mbaTimes'}>
      {(fields, { add, remove }) => (
        <div data-testid="class-times-editor">
          {fields.map(({ key, name }) => (
            <Space key={key} align="baseline" wrap className="bid-class-time-row" data-testid="class-time-row">
              {emba ? (
                <Form.Item name={[name, 'dates']} rules={[required]}>
                  <DatePicker.RangePicker />
                </Form.Item>
              ) : (
                <>
                  <Form.Item name={[name, 'weeks', 0]} rules={[required]}>
                    <InputNumber min={1} max={30} precision={0} prefix={t('bidding.admin.courseForm.weekFrom')} style={{ width: 130 }} />
                  </Form.Item>
                  <Form.Item name={[name, 'weeks', 1]} rules={[required]}>
                    <InputNumber min={1} max={30} precision={0} prefix={t('bidding.admin.courseForm.weekTo')} style={{ width: 130 }} />
                  </Form.Item>
                  <Form.Item name={[name, 'weekName']} rules={[required]}>
                    <Select style={{ width: 120 }} options={weekdays.map((d) => ({ value: d, label: t(`bidding.weekdays.d${d}`) }))} />
                  </Form.Item>
                </>
              )}
              <Form.Item name={[name, 'hours']} rules={[required]}>
                <TimePicker.RangePicker format="HH:mm" minuteStep={5} />
              </Form.Item>
              <Button type="text" icon={<MinusCircleOutlined />} aria-label={t('common.actions.delete')} onClick={() => remove(name)} />
            </Space>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add()} data-testid="class-time-add">
            {t('bidding.admin.courseForm.addClassTime')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
