import { peopleImportRowFilters, type PeopleImportChange, type PeopleImportRow } from '@portal/contracts';
import { Segmented, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importProblemText } from '../../../shared/import-problems.tsx';
import { messageLang } from '../../../shared/language.ts';
import { PagedTable, type PagedColumn } from '../../../shared/paged-table.tsx';
import { peopleImportApi, peopleImportKeys } from './people-import.api.ts';

const actionColour = { create: 'green', update: 'blue', unchanged: 'default' } as const;

/** The column keys of a roll → the labels of this screen, for the problems' {field}. */
export function useFieldLabels(): Record<string, string> {
  const { t } = useTranslation();
  const keys = ['studentNumber', 'staffNumber', 'name', 'enName', 'gender', 'email', 'mobile', 'programme', 'studentType', 'entranceYear', 'className', 'classNameEn', 'campus', 'department', 'roles'];
  return Object.fromEntries(keys.map((k) => [k, t(`people.import.columns.${k}`)]));
}

function ChangeList({ changes, labels }: { changes: PeopleImportChange[]; labels: Record<string, string> }) {
  return (
    <span>
      {changes.map((c) => {
        const label = labels[c.field] ?? c.field;
        const text = c.from === undefined && c.to === undefined ? label : `${label}: ${c.from ?? '—'} → ${c.to ?? '—'}`;
        return <div key={c.field}>{text}</div>;
      })}
    </span>
  );
}

/**
 * The previewed rows, paged on the server (a roll may hold 10,000): what happens to each, the fields
 * that change and every problem in the reader's language (shared/import-problems.tsx).
 */
export function ImportRowsTable({ importId }: { importId: string }) {
  const { t } = useTranslation();
  const [show, setShow] = useState<string>('all');
  const labels = useFieldLabels();
  const lang = messageLang();
  const columns: PagedColumn<PeopleImportRow>[] = [
    { title: t('people.import.columns.row'), dataIndex: 'row', width: 70 },
    { title: t('people.import.columns.number'), dataIndex: 'number', width: 140 },
    { title: t('people.import.columns.name'), dataIndex: 'name', width: 140 },
    {
      title: t('people.import.columns.action'), key: 'action', width: 100,
      render: (_, r) => <Tag color={actionColour[r.action]}>{t(`people.import.actions.${r.action}`)}</Tag>,
    },
    { title: t('people.import.columns.changes'), key: 'changes', render: (_, r) => <ChangeList changes={r.changes} labels={labels} /> },
    {
      title: t('people.import.columns.problems'), key: 'problems',
      render: (_, r) => (
        <>
          {r.problems.length === 0
            ? <Tag color="green">{t('people.import.ok')}</Tag>
            : <span data-testid="import-row-problem">{r.problems.map((p) => importProblemText(p, lang, labels)).join(lang === 'zh' ? '；' : '; ')}</span>}
          {/* A warning (a class not in the class table) leaves the row to be imported. */}
          {r.warnings?.length
            ? <div data-testid="import-row-warning" style={{ color: 'var(--ant-color-warning-text, #ad6800)' }}>{r.warnings.map((p) => importProblemText(p, lang, labels)).join(lang === 'zh' ? '；' : '; ')}</div>
            : null}
        </>
      ),
    },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Segmented
        value={show} onChange={(v) => setShow(String(v))} data-testid="import-rows-show"
        options={peopleImportRowFilters.map((f) => ({ value: f, label: t(`people.import.show.${f}`) }))}
      />
      <PagedTable<PeopleImportRow>
        key={show} queryKey={peopleImportKeys.rows(importId, show)} rowKey="row" columns={columns} size="small" defaultPageSize={20}
        fetchPage={(request, signal) => peopleImportApi.rows(importId, show, request, signal)} rowTestId="import-row" scroll={{ x: 'max-content' }}
      />
    </Space>
  );
}

