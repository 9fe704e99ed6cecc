import type { LeafResult, OptionCount } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { pickText, useLanguage } from '../../../shared/language.ts';

/** Horizontal bars of option counts, plain CSS: the share of the answers, the count and the share in %. */
export function OptionBars({ options, total, ranked }: { options: OptionCount[]; total: number; ranked: boolean }) {
  const lang = useLanguage();
  const { t } = useTranslation();
  return (
    <div role="list">
      {options.map((o) => {
        const share = total > 0 ? Math.round((o.count / total) * 100) : 0;
        const label = pickText(lang, o.text, o.textEn);
        return (
          <div className="result-bar-row" role="listitem" key={o.value} data-testid="result-bar">
            <span className="result-bar-label" title={label}>{label}</span>
            <div className="result-bar-track" aria-hidden="true"><div className="result-bar" style={{ width: `${share}%` }} /></div>
            <span>
              {t('surveys.results.count', { n: o.count, share })}
              {ranked && o.averageRank !== null ? ` · ${t('surveys.results.averageRank', { rank: o.averageRank })}` : ''}
            </span>
          </div>
        );
      })}
    </div>
  );
}

/** A matrix as a table of counts per row and column, each cell with its own small bar. */
export function MatrixTable({ q }: { q: LeafResult }) {
  const lang = useLanguage();
  const { t } = useTranslation();
  return (
    <table className="result-matrix" data-testid="result-matrix">
      <thead>
        <tr>
          <td />
          {q.options.map((o) => <th key={o.value} scope="col">{pickText(lang, o.text, o.textEn)}</th>)}
          <th scope="col">{t('surveys.results.average')}</th>
        </tr>
      </thead>
      <tbody>
        {q.rows.map((r) => {
          const total = r.counts.reduce((a, b) => a + b, 0);
          return (
            <tr key={r.questionID}>
              <th scope="row">{pickText(lang, r.body, r.bodyEn)}</th>
              {r.counts.map((c, i) => (
                <td key={q.options[i]?.value ?? i}>
                  <div className="result-bar-track" aria-hidden="true"><div className="result-bar" style={{ width: `${total ? (c / total) * 100 : 0}%` }} /></div>
                  {c}
                </td>
              ))}
              <td>{r.average ?? '-'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The chart of one question's results, by type. */
export function ResultChart({ q }: { q: LeafResult }) {
  const { t } = useTranslation();
  if (q.type === 'MATRIX') return <MatrixTable q={q} />;
  return (
    <div>
      {q.options.length ? <OptionBars options={q.options} total={q.answered} ranked={q.type === 'ORDER'} /> : null}
      {q.average !== null ? (
        <div className="survey-hint" data-testid="result-average">
          {t('surveys.results.averageText', { average: q.average })}
          {q.min !== null && q.max !== null ? ` · ${t('surveys.results.minMax', { min: q.min, max: q.max })}` : ''}
        </div>
      ) : null}
      {q.texts.length ? (
        <ul className="result-texts" aria-label={t('surveys.results.texts')} data-testid="result-texts">{q.texts.map((x, i) => <li key={`${i}-${x}`}>{x}</li>)}</ul>
      ) : null}
    </div>
  );
}
