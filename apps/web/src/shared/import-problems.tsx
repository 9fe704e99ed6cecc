import { messageText, pathLabel } from '@portal/contracts';
import type { ImportProblem, ImportRowProblems } from '@portal/contracts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageLang } from './language.ts';

/**
 * The problems of an import preview (contracts import-problems.ts), in the reader's language: each
 * code from the catalogue, its `field` named by the screen's own column label. Every import dialog
 * shows its preview's problems with this list.
 */
export function importProblemText(p: ImportProblem, lang: 'zh' | 'en', fieldLabels: Record<string, string>): string {
  const field = typeof p.params.field === 'string' ? pathLabel([p.params.field], lang, { fields: fieldLabels }) : '';
  return messageText(p.code, lang, { ...p.params, field }) ?? p.code;
}

interface ImportProblemListProps {
  problems: readonly ImportRowProblems[];
  /** Column keys of the sheet → the labels the screen gives them. */
  fieldLabels: Record<string, string>;
}

/** One line per row ('Row 3: …; …'), the file's own problems (row 0) without a row number. */
export function ImportProblemList({ problems, fieldLabels }: ImportProblemListProps) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  const lang = messageLang();
  const rows = problems.filter((p) => p.row > 0).length;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="import-errors"
      title={rows > 0 ? t('common.import.rowsWithProblems', { count: rows }) : t('common.import.fileProblem')}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {problems.map((r) => {
            const text = r.problems.map((p) => importProblemText(p, lang, fieldLabels)).join(lang === 'zh' ? '；' : '; ');
            return (
              <li key={r.row} data-testid="import-problem-row">
                {r.row > 0 ? t('common.import.rowLine', { row: r.row, text }) : text}
              </li>
            );
          })}
        </ul>
      }
    />
  );
}
