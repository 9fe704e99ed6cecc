import { messageText, rolloverParams } from '@portal/contracts';
import type { RolloverClass, RolloverProblem } from '@portal/contracts';
import { Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messageLang } from '../../../../shared/language.ts';
import { CLASSES_PAGE } from '../classes.api.ts';
import { useClassText } from './class-text.ts';

/** A problem of a copy in the reader's language: names take their English form on the English screen. */
export function rolloverProblemText(p: RolloverProblem, lang: 'zh' | 'en'): string {
  return messageText(p.code, lang, rolloverParams(p.params, lang)) ?? p.code;
}

interface Props {
  classes: RolloverClass[];
  /** The source classes the office keeps; none after the confirm (the table then shows what was made). */
  selected?: number[];
  onSelect?: (ids: number[]) => void;
}

/** The copies of a rollover, one row per source class: the new class, its times, its problems (red: not created; orange: said, created). */
export function RolloverTable({ classes, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const text = useClassText();
  const lang = messageLang();
  const f = (key: string) => t(`teaching.classes.fields.${key}`);
  const done = !onSelect;
  const columns: TableColumnsType<RolloverClass> = [
    { title: f('course'), key: 'course', render: (_, r) => text.course(r) },
    { title: f('className'), key: 'className', width: 160, render: (_, r) => text.className(r) },
    { title: f('pageType'), key: 'pageType', width: 100, render: (_, r) => t(`teaching.classes.pageTypes.${r.pageType}`, { defaultValue: r.pageType }) },
    { title: f('teachers'), key: 'teachers', width: 140, render: (_, r) => text.teachers(r) },
    { title: f('venue'), key: 'venue', width: 140, render: (_, r) => text.venue(r) },
    { title: f('meetings'), key: 'meetings', width: 260, render: (_, r) => <span data-testid="rollover-meetings">{text.meetings(r).join('; ')}</span> },
    {
      title: t('teaching.classes.rollover.problems'), key: 'problems', width: 320, render: (_, r) => (r.problems.length === 0 ? '—' : (
        <span>
          {r.problems.map((p, i) => (
            <Tag key={i} color={p.blocking ? 'red' : 'orange'} style={{ whiteSpace: 'normal', marginBottom: 4 }} data-testid="rollover-problem">{rolloverProblemText(p, lang)}</Tag>
          ))}
        </span>
      )),
    },
    {
      title: t('teaching.classes.rollover.outcome'), key: 'action', width: 120, render: (_, r) => {
        if (r.createdId !== null) return <Link to={`${CLASSES_PAGE}/${r.createdId}`} data-testid="rollover-created">{t('teaching.classes.rollover.created')}</Link>;
        return r.action === 'create' && !done ? <Tag color="green">{t('teaching.classes.rollover.willCreate')}</Tag> : <Tag>{t('teaching.classes.rollover.skipped')}</Tag>;
      },
    },
  ];
  // No horizontal scroll: its measuring row would copy the select-all checkbox into an aria-hidden row (axe).
  return (
    <Table<RolloverClass> size="small" rowKey="sourceClassId" columns={columns} dataSource={classes} pagination={false}
      onRow={() => ({ 'data-testid': 'rollover-row' } as React.HTMLAttributes<HTMLElement>)}
      {...(onSelect ? {
        rowSelection: {
          selectedRowKeys: selected ?? [],
          onChange: (keys: React.Key[]) => onSelect(keys.map(Number)),
          getCheckboxProps: (r: RolloverClass) => ({ disabled: r.action !== 'create', 'aria-label': text.course(r) }),
        },
      } : {})} />
  );
}
