import { chosenValues, type LeafResult, type OptionCount, type QuestionResult, type SubAnswer, type SubQuestion, type SurveyAnswer, type SurveyQuestion } from '@portal/contracts';

/** Free answers listed per question at most; the export has them all. */
export const MAX_TEXTS = 200;

const BOOLEAN_OPTIONS = [
  { value: 'true', text: '是', textEn: 'Yes', score: null },
  { value: 'false', text: '否', textEn: 'No', score: null },
];

const round = (n: number) => Math.round(n * 100) / 100;
const mean = (xs: number[]) => (xs.length ? round(xs.reduce((a, b) => a + b, 0) / xs.length) : null);

function emptyResult(q: SubQuestion): LeafResult {
  return { questionID: q.questionID, type: q.type, body: q.body, bodyEn: q.bodyEn, answered: 0, options: [], average: null, min: null, max: null, rows: [], texts: [] };
}

/** The aggregate of one non-GROUP question over the answers given to it. */
function aggregateLeaf(q: SubQuestion, answers: SubAnswer[], anonymous: boolean): LeafResult {
  const out = emptyResult(q);
  const given = answers.filter((a) => a.questionResult !== '' || a.questionType === 'MATRIX');
  if (q.type === 'MATRIX') return out;
  out.answered = given.length;
  const source = q.type === 'BOOLEAN' ? BOOLEAN_OPTIONS : q.options;
  if (source.length > 0) {
    const picks = given.map((a) => (q.type === 'BOOLEAN' ? [a.questionResult] : chosenValues(q, a)));
    out.options = source.map((o): OptionCount => {
      const ranks = picks.map((p) => p.indexOf(o.value)).filter((i) => i >= 0).map((i) => i + 1);
      return { value: o.value, text: o.text, textEn: o.textEn, count: ranks.length, score: o.score, averageRank: q.type === 'ORDER' ? mean(ranks) : null };
    });
    if (q.type === 'TEXT_NUMBER_SINGLE_CHOICE') {
      out.average = mean(picks.flatMap((p) => p.map((v) => q.options.find((o) => o.value === v)?.score ?? null)).filter((s): s is number => s !== null));
    }
    return out;
  }
  if (q.type === 'NUMBER') {
    const xs = given.map((a) => Number(a.questionResult)).filter(Number.isFinite);
    out.average = mean(xs);
    out.min = xs.length ? Math.min(...xs) : null;
    out.max = xs.length ? Math.max(...xs) : null;
    return out;
  }
  const texts = given.map((a) => a.questionResult).slice(-MAX_TEXTS);
  // Anonymous: in text order, so the order of submission cannot point at a respondent.
  out.texts = anonymous ? texts.sort((x, y) => x.localeCompare(y, 'zh-CN')) : texts;
  return out;
}

function aggregateMatrix(q: SurveyQuestion, answers: SurveyAnswer[]): LeafResult {
  const out = emptyResult(q);
  out.answered = answers.filter((a) => a.subQuestions.length > 0).length;
  out.options = q.options.map((o) => ({ value: o.value, text: o.text, textEn: o.textEn, count: 0, score: o.score, averageRank: null }));
  out.rows = q.subQuestions.map((row) => {
    const picked = answers.map((a) => a.subQuestions.find((s) => s.questionID === row.questionID)?.questionResult ?? '').filter(Boolean);
    const scores = picked.map((v) => q.options.find((o) => o.value === v)?.score ?? null).filter((s): s is number => s !== null);
    return { questionID: row.questionID, body: row.body, bodyEn: row.bodyEn, counts: q.options.map((o) => picked.filter((v) => v === o.value).length), average: mean(scores) };
  });
  out.options.forEach((o, i) => { o.count = out.rows.reduce((n, r) => n + (r.counts[i] ?? 0), 0); });
  return out;
}

/**
 * Per-question aggregates of submitted responses: counts per option, averages, matrix tables and
 * the free answers. The caller passes only responses the viewer may see (for anonymous surveys the
 * released assignments), so the free answers follow the same release rule as the figures.
 */
export function aggregate(questions: readonly SurveyQuestion[], responses: readonly SurveyAnswer[][], anonymous: boolean): QuestionResult[] {
  return questions.map((q) => {
    const answers = responses.map((r) => r.find((a) => a.questionID === q.questionID)).filter((a): a is SurveyAnswer => Boolean(a));
    if (q.type === 'MATRIX') return { ...aggregateMatrix(q, answers), subQuestions: [] };
    if (q.type === 'GROUP') {
      const subQuestions = q.subQuestions.map((s) => aggregateLeaf(s, answers.flatMap((a) => a.subQuestions.filter((x) => x.questionID === s.questionID)), anonymous));
      return { ...emptyResult(q), answered: answers.length, subQuestions };
    }
    return { ...aggregateLeaf(q, answers, anonymous), subQuestions: [] };
  });
}
