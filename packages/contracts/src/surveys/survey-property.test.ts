import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FormAnswer, FormValues } from './survey-answers.ts';
import { formToAnswers, normaliseAnswers } from './survey-answers.ts';
import type { SubQuestion, SurveyOption, SurveyQuestion } from './survey-definition.ts';
import { definitionIssues, surveyDefinitionSchema } from './survey-definition.ts';
import { option, question, sub } from './survey-fixtures.ts';
import { saveSurveyBodySchema } from './survey-rows.ts';
import type { QuestionType } from './survey-types.ts';
import { GROUP_CHILD_TYPES, MAX_REMARK, MAX_TEXT_ANSWER, OPTION_TYPES, QUESTION_TYPES, RELEVANCY_TYPES } from './survey-types.ts';
import type { ValidationMode } from './survey-validation.ts';
import { checkSubmission, validateForm } from './survey-validation.ts';

/**
 * The web form and the server must accept exactly the same answers (issue #4). For random
 * definitions and random form input, the web's entry (validateForm on the form values) is compared
 * with the server's (the save body as JSON, parsed by the route's schema, then checkSubmission).
 */

const chars = fc.constantFrom('a', 'Z', '7', ' ', '汉', '😀', '\n', '|', '-');
const shortText = fc.string({ unit: chars, maxLength: 30 });
// Around the limits: the wire counts UTF-16 units, the rules characters.
const longText = fc.constantFrom(
  'x'.repeat(MAX_TEXT_ANSWER), 'x'.repeat(MAX_TEXT_ANSWER + 1), '😀'.repeat(MAX_TEXT_ANSWER), '😀'.repeat(MAX_TEXT_ANSWER + 1),
  '汉'.repeat(MAX_REMARK), '😀'.repeat(MAX_REMARK + 1), 'y'.repeat(2 * MAX_TEXT_ANSWER + 1),
);
const anyText = fc.oneof({ weight: 8, arbitrary: shortText }, { weight: 1, arbitrary: longText });
const numberText = fc.oneof(fc.integer({ min: -50, max: 50 }).map(String), fc.double({ min: -100, max: 100, noNaN: true }).map(String),
  fc.constantFrom('', ' ', 'abc', '1e3', '1'.repeat(400), '-0', '3.'));
const dateText = fc.oneof(fc.date({ min: new Date('1990-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom('2023-02-29', '2024-13-01', 'today', ''));
const timeText = fc.oneof(fc.tuple(fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 61 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
  fc.constantFrom('9:05', 'noon', ''));

function optionsArb(type: QuestionType, laterIds: string[]): fc.Arbitrary<SurveyOption[]> {
  const one = (value: string) => fc.record({
    isShowTextBox: fc.boolean(), textBoxRequire: fc.boolean(), isNegativeExtreme: fc.boolean(), score: fc.integer({ min: 1, max: 5 }),
    relevancy: RELEVANCY_TYPES.includes(type) && laterIds.length ? fc.subarray(laterIds, { maxLength: Math.min(2, laterIds.length) }) : fc.constant<string[]>([]),
  }).map((o) => option(value, {
    ...o, textBoxRequire: o.isShowTextBox && o.textBoxRequire, score: type === 'TEXT_NUMBER_SINGLE_CHOICE' ? o.score : null,
  }));
  return fc.integer({ min: 1, max: 4 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => one(`o${i}`))));
}

function ownFields(id: string, type: QuestionType, laterIds: string[]): fc.Arbitrary<SubQuestion> {
  const opts = OPTION_TYPES.includes(type) ? optionsArb(type, laterIds) : fc.constant<SurveyOption[]>([]);
  return fc.record({ require: fc.boolean(), options: opts, textLimit: fc.option(fc.integer({ min: 1, max: 20 })), lo: fc.option(fc.integer({ min: -5, max: 5 })), span: fc.option(fc.integer({ min: 0, max: 10 })) })
    .chain(({ require, options, textLimit, lo, span }) => {
      if (type === 'ORDER') {
        return fc.tuple(fc.option(fc.integer({ min: 0, max: options.length })), fc.option(fc.integer({ min: 0, max: options.length })))
          .map(([a, b]) => sub(id, type, { require, options, minValue: a !== null && b !== null ? Math.min(a, b) : a, maxValue: a !== null && b !== null ? Math.max(a, b) : b }));
      }
      return fc.constant(sub(id, type, {
        require, options,
        textLimit: type === 'TEXT' || type === 'TEXTAREA' ? textLimit : null,
        minValue: type === 'NUMBER' ? lo : null,
        maxValue: type === 'NUMBER' && span !== null ? (lo ?? 0) + span : null,
      }));
    });
}

const definitionArb: fc.Arbitrary<SurveyQuestion[]> = fc.array(fc.constantFrom(...QUESTION_TYPES), { minLength: 1, maxLength: 6 }).chain((types) => {
  const ids = types.map((_, i) => `q${i}`);
  return fc.tuple(...types.map((type, i) => ownFields(ids[i]!, type, ids.slice(i + 1)).chain((own): fc.Arbitrary<SurveyQuestion> => {
    const id = ids[i]!;
    if (type === 'MATRIX') return fc.integer({ min: 1, max: 3 }).map((n) => question(id, type, { ...own, subQuestions: Array.from({ length: n }, (_, j) => sub(`${id}r${j}`, 'SINGLE_CHOICE')) }));
    if (type === 'GROUP') {
      return fc.array(fc.constantFrom(...GROUP_CHILD_TYPES), { minLength: 1, maxLength: 3 })
        .chain((kids) => fc.tuple(...kids.map((k, j) => ownFields(`${id}g${j}`, k, []))))
        .map((subQuestions) => question(id, type, { require: own.require, subQuestions }));
    }
    return fc.constant(question(id, type, own));
  })));
});

function valueArb(q: SubQuestion): fc.Arbitrary<FormAnswer> {
  const values = q.options.map((o) => o.value);
  const picks = fc.array(fc.constantFrom(...values, 'bogus'), { maxLength: values.length + 1 });
  const remarks = fc.dictionary(fc.constantFrom(...values, 'bogus'), anyText, { maxKeys: 3 });
  switch (q.type) {
    case 'TEXT': case 'TEXTAREA': return anyText.map((text) => ({ text }));
    case 'NUMBER': return numberText.map((text) => ({ text }));
    case 'DATE': return dateText.map((text) => ({ text }));
    case 'TIME': return timeText.map((text) => ({ text }));
    case 'BOOLEAN': return fc.subarray(['true', 'false', 'maybe'], { maxLength: 1 }).map((choice) => ({ choice }));
    default: return fc.record({ choice: picks, remarks });
  }
}

const valuesArb = (qs: SurveyQuestion[]): fc.Arbitrary<FormValues> => fc.tuple(...qs.map((q): fc.Arbitrary<[string, FormAnswer | null]> => {
  let value: fc.Arbitrary<FormAnswer>;
  if (q.type === 'MATRIX') {
    value = fc.tuple(...q.subQuestions.map((r) => fc.option(fc.constantFrom(...q.options.map((o) => o.value), 'bogus')).map((v) => [r.questionID, v] as const)))
      .map((rows) => ({ rows: Object.fromEntries(rows.filter(([, v]) => v !== null)) as Record<string, string> }));
  } else if (q.type === 'GROUP') {
    value = fc.tuple(...q.subQuestions.map((s) => fc.option(valueArb(s)).map((v) => [s.questionID, v] as const)))
      .map((items) => ({ items: Object.fromEntries(items.filter(([, v]) => v !== null)) as Record<string, FormAnswer> }));
  } else value = valueArb(q);
  return fc.option(value, { freq: 4 }).map((v) => [q.questionID, v]);
})).map((entries) => Object.fromEntries(entries.filter(([, v]) => v !== null)) as FormValues);

const caseArb = definitionArb.chain((qs) => fc.tuple(fc.constant(qs), valuesArb(qs), fc.constantFrom<ValidationMode>('draft', 'submit')));

/** What the server does with the web's save body: JSON on the wire, the route's schema, the rules. */
function serverPath(qs: SurveyQuestion[], values: FormValues, mode: ValidationMode) {
  const body = {
    surveyID: 1, isSubmit: mode === 'submit', basicQuestionResults: [], extendedQuestionResults: formToAnswers(qs, values, 1),
    businessType: '0', businessValue: '1', businessValue2: '',
  };
  const parsed = saveSurveyBodySchema.safeParse(JSON.parse(JSON.stringify(body)));
  return parsed.success ? { issues: checkSubmission(qs, parsed.data), answers: parsed.data.extendedQuestionResults } : null;
}

describe('web form and server agree', () => {
  it('generates sound definitions', () => {
    fc.assert(fc.property(definitionArb, (qs) => {
      expect(definitionIssues(surveyDefinitionSchema.parse({ name: 'p', kind: 'generic', questions: qs }).questions)).toEqual([]);
    }), { numRuns: 300 });
  });

  it('accepts and refuses exactly the same answer sets', () => {
    fc.assert(fc.property(caseArb, ([qs, values, mode]) => {
      const web = validateForm(qs, values, mode);
      const server = serverPath(qs, values, mode);
      expect(server === null ? false : server.issues.length === 0).toBe(web.length === 0);
      if (server) expect(server.issues).toEqual(web);
    }), { numRuns: 1500 });
  }, 30_000);

  it('stores what the web sent: normalising accepted answers changes nothing', () => {
    fc.assert(fc.property(caseArb, ([qs, values, mode]) => {
      const server = serverPath(qs, values, mode);
      fc.pre(server !== null && server.issues.length === 0);
      expect(normaliseAnswers(qs, server!.answers, 1)).toEqual(formToAnswers(qs, values, 1));
    }), { numRuns: 800 });
    // 800 runs take ~1 s on a quiet machine, and over the default 5 s on a loaded one (seen: load 11).
  }, 30_000);
});
