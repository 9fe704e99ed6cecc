import type { SurveyQuestion } from '@portal/contracts';
import { pickText, useLanguage } from '../../../shared/language.ts';
import type { FieldProps } from './choice-fields.tsx';

/** MATRIX: one row per sub-question, one radio per column (the options); native radios group per row. */
export function MatrixField({ q, value, onChange, disabled, labelId }: FieldProps & { q: SurveyQuestion }) {
  const lang = useLanguage();
  const rows = value?.rows ?? {};
  return (
    <table className="survey-matrix" aria-labelledby={labelId}>
      <thead>
        <tr>
          <td />
          {q.options.map((o) => <th key={o.value} scope="col">{pickText(lang, o.text, o.textEn)}</th>)}
        </tr>
      </thead>
      <tbody>
        {q.subQuestions.map((r) => {
          const rowText = pickText(lang, r.body, r.bodyEn);
          return (
            <tr key={r.questionID} data-testid={`survey-matrix-row-${r.questionID}`}>
              <th scope="row">{rowText}</th>
              {q.options.map((o) => (
                <td key={o.value}>
                  <input
                    type="radio"
                    name={`${q.questionID}-${r.questionID}`}
                    value={o.value}
                    checked={rows[r.questionID] === o.value}
                    disabled={disabled}
                    aria-label={`${rowText}: ${pickText(lang, o.text, o.textEn)}`}
                    data-testid={`survey-matrix-${r.questionID}-${o.value}`}
                    onChange={() => onChange({ ...value, rows: { ...rows, [r.questionID]: o.value } })}
                  />
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
