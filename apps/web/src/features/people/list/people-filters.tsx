import { SearchOutlined } from '@ant-design/icons';
import { PageType, personKinds, personStatuses, roleLabels, roleNames, type PersonKind, type PersonStatus } from '@portal/contracts';
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickText, useLanguage } from '../../../shared/language.ts';
import type { PeopleFilter } from '../people.api.ts';

/** The filter form as antd holds it. */
interface FilterForm {
  queryText?: string;
  kind?: PersonKind;
  pageType?: string;
  entranceYear?: number | null;
  className?: string;
  status?: PersonStatus;
  role?: string;
}

/** The request's filters: blanks left out, texts trimmed. */
export function toPeopleFilter(v: FilterForm): PeopleFilter {
  const out: PeopleFilter = {};
  const queryText = v.queryText?.trim();
  const className = v.className?.trim();
  if (queryText) out.queryText = queryText;
  if (v.kind) out.kind = v.kind;
  if (v.pageType) out.pageType = v.pageType;
  if (typeof v.entranceYear === 'number') out.entranceYear = v.entranceYear;
  if (className) out.className = className;
  if (v.status) out.status = v.status;
  if (v.role) out.role = v.role;
  return out;
}

/**
 * The list's search (name in either language, number, username, e-mail) and filters: kind,
 * programme, entrance year, class (its Chinese or English name), status and role. A search applies
 * them all at once; the table starts again on its first page.
 */
export function PeopleFilters({ onSearch }: { onSearch: (f: PeopleFilter) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const l = (key: string) => t(`people.list.filters.${key}`);
  const [form] = Form.useForm<FilterForm>();
  const all = l('all');
  return (
    <Form form={form} layout="inline" name="people-filters" style={{ marginBottom: 16, rowGap: 8 }} onFinish={(v) => onSearch(toPeopleFilter(v))} data-testid="people-filters">
      <Form.Item name="queryText" label={l('search')}>
        <Input allowClear style={{ width: 240 }} maxLength={200} placeholder={l('searchPlaceholder')} data-testid="people-search" />
      </Form.Item>
      <Form.Item name="kind" label={l('kind')}>
        <Select allowClear style={{ width: 120 }} placeholder={all} data-testid="people-filter-kind"
          options={personKinds.map((k) => ({ value: k, label: t(`people.person.kinds.${k}`) }))} />
      </Form.Item>
      <Form.Item name="pageType" label={l('programme')}>
        <Select allowClear style={{ width: 140 }} placeholder={all} data-testid="people-filter-programme"
          options={PageType.map((p) => ({ value: p, label: t(`people.person.programmes.${p}`) }))} />
      </Form.Item>
      <Form.Item name="entranceYear" label={l('entranceYear')}>
        <InputNumber min={1900} max={2999} style={{ width: 100 }} data-testid="people-filter-year" />
      </Form.Item>
      <Form.Item name="className" label={l('className')}>
        <Input allowClear style={{ width: 160 }} maxLength={100} data-testid="people-filter-class" />
      </Form.Item>
      <Form.Item name="status" label={l('status')}>
        <Select allowClear style={{ width: 120 }} placeholder={all} data-testid="people-filter-status"
          options={personStatuses.map((s) => ({ value: s, label: t(`people.person.statuses.${s}`) }))} />
      </Form.Item>
      <Form.Item name="role" label={l('role')}>
        <Select allowClear showSearch optionFilterProp="label" style={{ width: 180 }} placeholder={all} data-testid="people-filter-role"
          options={roleNames.map((r) => ({ value: r, label: pickText(lang, roleLabels[r].zh, roleLabels[r].en) }))} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="people-search-submit">{t('common.actions.search')}</Button>
        <Button onClick={() => { form.resetFields(); onSearch({}); }} data-testid="people-reset">{t('common.actions.reset')}</Button>
      </Space>
    </Form>
  );
}
