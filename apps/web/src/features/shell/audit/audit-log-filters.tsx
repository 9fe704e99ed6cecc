import { SearchOutlined } from '@ant-design/icons';
import { AUDIT_OUTCOMES } from '@portal/contracts';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { actionKey, auditActions, type AuditFilterForm } from './audit-filter.ts';

/**
 * The viewer's filters: who, as whom, action, method or path, outcome and a range of school days.
 * A search applies them all at once (the table starts again on its first page).
 */
export function AuditLogFilters({ onSearch }: { onSearch: (v: AuditFilterForm) => void }) {
  const { t } = useTranslation();
  const a = (key: string) => t(`shell.audit.${key}`);
  const [form] = Form.useForm<AuditFilterForm>();
  return (
    <Form form={form} layout="inline" name="audit-filters" style={{ marginBottom: 16, rowGap: 8 }} onFinish={onSearch} data-testid="audit-filters">
      <Form.Item name="actor" label={a('filters.actor')}>
        <Input allowClear style={{ width: 160 }} placeholder={a('filters.personPlaceholder')} data-testid="audit-filter-actor" />
      </Form.Item>
      <Form.Item name="subject" label={a('filters.subject')}>
        <Input allowClear style={{ width: 160 }} placeholder={a('filters.personPlaceholder')} data-testid="audit-filter-subject" />
      </Form.Item>
      <Form.Item name="action" label={a('filters.action')}>
        <Select allowClear style={{ width: 150 }} placeholder={a('filters.all')} data-testid="audit-filter-action"
          options={auditActions.map((v) => ({ value: v, label: a(`actions.${actionKey(v)}`) }))} />
      </Form.Item>
      <Form.Item name="path" label={a('filters.path')}>
        <Input allowClear style={{ width: 220 }} placeholder={a('filters.pathPlaceholder')} data-testid="audit-filter-path" />
      </Form.Item>
      <Form.Item name="status" label={a('filters.status')}>
        <Select allowClear style={{ width: 120 }} placeholder={a('filters.all')} data-testid="audit-filter-status"
          options={AUDIT_OUTCOMES.map((v) => ({ value: v, label: a(`outcomes.${v}`) }))} />
      </Form.Item>
      <Form.Item name="range" label={a('filters.dates')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} data-testid="audit-filter-range" />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="audit-search">{t('common.actions.search')}</Button>
        <Button onClick={() => { form.resetFields(); onSearch({}); }} data-testid="audit-reset">{t('common.actions.reset')}</Button>
      </Space>
    </Form>
  );
}
