import { SearchOutlined } from '@ant-design/icons';
import { DELIVERY_STATUSES, type DeliveryStatus } from '@portal/contracts';
import { Button, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/language.ts';
import { kindLabel } from './notification-kinds.ts';
import { useNotificationPreferences, type DeliveryFilter } from './notifications.api.ts';

interface FilterForm {
  eventKey?: string;
  kind?: string;
  status?: DeliveryStatus;
}

/** The request's filters: blanks left out, the key trimmed. */
export function toDeliveryFilter(v: FilterForm): DeliveryFilter {
  const out: DeliveryFilter = {};
  const eventKey = v.eventKey?.trim();
  if (eventKey) out.eventKey = eventKey;
  if (v.kind) out.kind = v.kind;
  if (v.status) out.status = v.status;
  return out;
}

/**
 * The log's filters: one event (its whole key), a kind (the server's list of kinds, so new kinds
 * come without a change here) and a status. A search applies them at once; the table starts again
 * on its first page.
 */
export function DeliveryLogFilters({ onSearch }: { onSearch: (f: DeliveryFilter) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const d = (key: string) => t(`shell.notifications.deliveries.${key}`);
  const kinds = useNotificationPreferences();
  const [form] = Form.useForm<FilterForm>();
  return (
    <Form form={form} layout="inline" name="delivery-filters" style={{ marginBottom: 16, rowGap: 8 }} onFinish={(v) => onSearch(toDeliveryFilter(v))} data-testid="delivery-filters">
      <Form.Item name="eventKey" label={d('filters.eventKey')}>
        <Input allowClear style={{ width: 260 }} maxLength={300} placeholder={d('filters.eventKeyPlaceholder')} data-testid="delivery-filter-event" />
      </Form.Item>
      <Form.Item name="kind" label={d('filters.kind')}>
        <Select allowClear showSearch optionFilterProp="label" style={{ width: 220 }} placeholder={d('filters.all')} data-testid="delivery-filter-kind"
          options={(kinds.data ?? []).map((k) => ({ value: k.kind, label: kindLabel(lang, k.kind, kinds.data) }))} />
      </Form.Item>
      <Form.Item name="status" label={d('filters.status')}>
        <Select allowClear style={{ width: 120 }} placeholder={d('filters.all')} data-testid="delivery-filter-status"
          options={DELIVERY_STATUSES.map((s) => ({ value: s, label: d(`statuses.${s}`) }))} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="delivery-search">{t('common.actions.search')}</Button>
        <Button onClick={() => { form.resetFields(); onSearch({}); }} data-testid="delivery-reset">{t('common.actions.reset')}</Button>
      </Space>
    </Form>
  );
}
