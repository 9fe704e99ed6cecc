import { SearchOutlined } from '@ant-design/icons';
import type { Page } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Input, Select, Space, Table } from 'antd';
import type { TableProps } from 'antd';
import type { ColumnType, FilterDropdownProps, SorterResult } from 'antd/es/table/interface';
import type { HTMLAttributes, Key } from 'react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyMessage } from './feedback.ts';
import { useIsPhone } from './responsive.ts';
import { buildPageRequest, isBlankFilter } from './paged-request.ts';
import type { ColumnFilterDef, PageRequest, TableState } from './paged-request.ts';

export interface PagedColumn<T> extends ColumnType<T> {
  /** The server's name for sorting by this column; `sorter: true` alone uses dataIndex. */
  sortField?: string;
  /** A filter dropdown whose value travels as a conModel. */
  filter?: ColumnFilterDef;
}

interface PagedTableProps<T extends object> {
  /** The feature's query key for this list (from its key factory); the request is appended. */
  queryKey: readonly unknown[];
  fetchPage: (request: PageRequest, signal: AbortSignal) => Promise<Page<T>>;
  columns: PagedColumn<T>[];
  rowKey: TableProps<T>['rowKey'];
  queryText?: string;
  defaultPageSize?: number;
  /** The rows' test id, or each row's own (`holder-row-<username>`). */
  rowTestId?: string | ((row: T) => string);
  size?: TableProps<T>['size'];
  scroll?: TableProps<T>['scroll'];
}

/**
 * Extra attributes for antd's `onRow`/`onCell`, whose typing has no `data-*`: e2e tests find
 * table rows by these ids.
 */
export function testIdProps(testId: string): HTMLAttributes<HTMLElement> & Record<`data-${string}`, string> {
  return { 'data-testid': testId };
}

function FilterDropdown({ def, props }: { def: ColumnFilterDef; props: FilterDropdownProps }) {
  const { t } = useTranslation();
  const value = typeof props.selectedKeys[0] === 'string' ? props.selectedKeys[0] : '';
  const set = (v: string | undefined) => props.setSelectedKeys(v ? [v] : []);
  const search = () => {
    if (isBlankFilter(value)) {
      notifyMessage('warning', t('common.table.filterEmpty'));
      return;
    }
    props.confirm();
  };
  return (
    <div style={{ padding: 8, width: 220 }} onKeyDown={(e) => e.stopPropagation()}>
      {def.options ? (
        <Select style={{ width: '100%', marginBottom: 8 }} value={value || undefined} options={def.options} onChange={set} allowClear />
      ) : (
        <Input style={{ marginBottom: 8 }} value={value} onChange={(e) => set(e.target.value)} onPressEnter={search} />
      )}
      <Space>
        <Button type="primary" size="small" icon={<SearchOutlined />} onClick={search}>
          {t('common.actions.search')}
        </Button>
        <Button size="small" onClick={() => props.clearFilters?.({ confirm: true, closeDropdown: true })}>
          {t('common.actions.reset')}
        </Button>
      </Space>
    </div>
  );
}

const fieldOf = <T,>(column: PagedColumn<T> | undefined): string | undefined => {
  if (!column) return undefined;
  if (column.sortField) return column.sortField;
  return typeof column.dataIndex === 'string' ? column.dataIndex : undefined;
};

/**
 * The server-paged table every list screen uses: zero-based pageNo, sorting as orderBy/sort,
 * column filters as conModels, the previous page kept on screen while the next one loads.
 */
export function PagedTable<T extends object>(props: PagedTableProps<T>) {
  const { queryKey, fetchPage, columns, rowKey, queryText, defaultPageSize = 10, rowTestId } = props;
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const [state, setState] = useState<TableState>({ current: 1, pageSize: defaultPageSize, filters: {} });
  const defs = useMemo(() => columns.flatMap((c) => (c.filter ? [c.filter] : [])), [columns]);
  const request = buildPageRequest(state, defs, queryText);

  const query = useQuery({
    queryKey: [...queryKey, request],
    queryFn: ({ signal }) => fetchPage(request, signal),
    placeholderData: keepPreviousData,
  });

  const tableColumns = columns.map(({ filter, sortField: _sortField, ...fixedColumn }) => {
    // On a phone the left-fixed columns (number, name) and the right-fixed actions can together be
    // wider than the screen and cover each other: only the actions stay put, the rest scrolls.
    const column = isPhone && (fixedColumn.fixed === 'left' || fixedColumn.fixed === true) ? { ...fixedColumn, fixed: undefined } : fixedColumn;
    if (!filter) return column;
    const out: ColumnType<T> = {
      ...column,
      key: filter.fieldName,
      filteredValue: state.filters[filter.fieldName] ? [state.filters[filter.fieldName] ?? ''] : null,
      filterDropdown: (p: FilterDropdownProps) => <FilterDropdown def={filter} props={p} />,
    };
    return out;
  });

  const onChange: TableProps<T>['onChange'] = (pagination, filters, sorter) => {
    const single: SorterResult<T> | undefined = Array.isArray(sorter) ? sorter[0] : sorter;
    const column = columns.find((c) => c === single?.column || (c.key !== undefined && c.key === single?.columnKey));
    const nextFilters: TableState['filters'] = {};
    for (const def of defs) {
      const picked: Key | boolean | undefined = filters[def.fieldName]?.[0];
      nextFilters[def.fieldName] = typeof picked === 'string' ? picked : undefined;
    }
    const filtersChanged = JSON.stringify(nextFilters) !== JSON.stringify(state.filters);
    setState({
      // A new filter starts again on the first page; otherwise the page may not exist any more.
      current: filtersChanged ? 1 : (pagination.current ?? 1),
      pageSize: pagination.pageSize ?? state.pageSize,
      sortField: single?.order ? fieldOf(column) ?? (typeof single.field === 'string' ? single.field : undefined) : undefined,
      sortOrder: single?.order ?? null,
      filters: nextFilters,
    });
  };

  return (
    <Table<T>
      rowKey={rowKey}
      size={props.size}
      // A phone scrolls the table sideways rather than the whole page.
      scroll={props.scroll ?? (isPhone ? { x: 'max-content' } : undefined)}
      columns={tableColumns}
      dataSource={query.data?.data ?? []}
      loading={query.isFetching}
      // The spinner alone while a page loads: an empty text under it would be a guess.
      locale={query.isFetching ? { emptyText: <span /> } : undefined}
      onChange={onChange}
      onRow={(row) => (rowTestId ? testIdProps(typeof rowTestId === 'string' ? rowTestId : rowTestId(row)) : {})}
      pagination={{
        current: state.current,
        pageSize: state.pageSize,
        total: query.data?.total ?? 0,
        showSizeChanger: true,
        showTotal: (total) => t('common.table.total', { total }),
      }}
    />
  );
}
