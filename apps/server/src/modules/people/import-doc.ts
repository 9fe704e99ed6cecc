import { staffColumns, studentColumns, type ImportColumn } from './import-columns.ts';
import { programmes, roleLabels } from './import-vocabulary.ts';

/**
 * The header table of docs/people-import.md (between its header-table markers), written from the
 * import's own tables: the columns with every header accepted, the programmes' and the roles' names.
 */
export function headerTableMarkdown(): string {
  const table = (title: string, cols: readonly ImportColumn<string>[]) => [
    `### ${title}`, '',
    '| column | headers accepted | holds | required |',
    '|---|---|---|---|',
    ...cols.map((c) => `| \`${c.key}\` | ${c.headers.join(' / ')} | ${c.zh}; ${c.en} | ${c.required ? 'yes' : ''} |`),
    '',
  ];
  return [
    ...table('Students', studentColumns),
    ...table('Staff', staffColumns),
    '### Programmes', '',
    '| programme | names accepted |', '|---|---|',
    ...Object.entries(programmes).map(([k, p]) => `| \`${k}\` | ${[k, ...p.names.filter((n) => n.toLowerCase() !== k)].join(' / ')} |`),
    '',
    '### Roles (staff)', '',
    '| role | names accepted |', '|---|---|',
    ...Object.entries(roleLabels).map(([id, l]) => `| \`${id}\` | ${id} / ${l.zh} / ${l.en} |`),
    '',
  ].join('\n');
}
