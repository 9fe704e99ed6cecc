import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Table } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The holidays of a term, edited inside the term's form (Form.List 'holidays'): each day off with
 * its names and an optional make-up day, on which that day's classes are held instead.
 */
export function HolidaysTable() {
  const { t } = useTranslation();
  const f = (key: string) => t(`teaching.terms.holidays.${key}`);
  const required = [{ required: true, message: t('teaching.terms.required') }];
  return (
    <Form.List name="holidays">
      {(fields, { add, remove }) => (
        <>
          <Table size="small" pagination={false} rowKey="key" dataSource={fields} data-testid="holidays-table" locale={{ emptyText: f('none') }}
            onRow={() => ({ 'data-testid': 'holiday-row' } as React.HTMLAttributes<HTMLElement>)}
            columns={[
              { title: f('day'), key: 'day', width: 150, render: (_, field) => <Form.Item name={[field.name, 'day']} rules={required} noStyle><DatePicker aria-label={f('day')} format="YYYY-MM-DD" data-testid="holiday-day" /></Form.Item> },
              { title: f('name'), key: 'name', render: (_, field) => <Form.Item name={[field.name, 'name']} rules={required} noStyle><Input aria-label={f('name')} maxLength={100} data-testid="holiday-name" /></Form.Item> },
              { title: f('nameEn'), key: 'nameEn', render: (_, field) => <Form.Item name={[field.name, 'nameEn']} rules={required} noStyle><Input aria-label={f('nameEn')} maxLength={100} data-testid="holiday-name-en" /></Form.Item> },
              { title: f('makeUpDay'), key: 'makeUpDay', width: 150, render: (_, field) => <Form.Item name={[field.name, 'makeUpDay']} noStyle><DatePicker aria-label={f('makeUpDay')} format="YYYY-MM-DD" allowClear data-testid="holiday-make-up" /></Form.Item> },
              { title: '', key: 'remove', width: 48, render: (_, field) => <Button type="text" danger icon={<DeleteOutlined />} aria-label={f('remove')} onClick={() => remove(field.name)} /> },
            ]} />
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ day: null, name: '', nameEn: '', makeUpDay: null })} style={{ marginTop: 8 }} data-testid="holiday-add">{f('add')}</Button>
        </>
      )}
    </Form.List>
  );
}
