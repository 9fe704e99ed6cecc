import { asc, eq, inArray } from 'drizzle-orm';
import type { SubQuestion, SurveyOption, SurveyQuestion } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { surveyOptions, surveyQuestions } from './surveys.tables.ts';

type QuestionRow = typeof surveyQuestions.$inferSelect;
type OptionRow = typeof surveyOptions.$inferSelect;

function toOption(o: OptionRow): SurveyOption {
  return {
    value: o.value, text: o.text, textEn: o.textEn, score: o.score, isShowTextBox: o.isShowTextBox,
    textBoxRequire: o.textBoxRequire, isNegativeExtreme: o.isNegativeExtreme, relevancy: o.relevancy,
  };
}

function toSub(q: QuestionRow, options: OptionRow[]): SubQuestion {
  return {
    id: q.id, questionID: q.questionKey, type: q.type as SubQuestion['type'], body: q.body, bodyEn: q.bodyEn, require: q.require,
    options: options.map(toOption), textLimit: q.textLimit, writeHint: q.writeHint, writeHintEn: q.writeHintEn,
    minValue: q.minValue, maxValue: q.maxValue, units: q.units, unitsEn: q.unitsEn,
  };
}

/** The questions of a survey in order, GROUP items and MATRIX rows nested under their question. */
export async function loadQuestions(db: Queryable, surveyId: number): Promise<SurveyQuestion[]> {
  const rows = await db.select().from(surveyQuestions).where(eq(surveyQuestions.surveyId, surveyId)).orderBy(asc(surveyQuestions.sort), asc(surveyQuestions.id));
  if (rows.length === 0) return [];
  const options = await db.select().from(surveyOptions)
    .where(inArray(surveyOptions.questionId, rows.map((r) => r.id))).orderBy(asc(surveyOptions.sort), asc(surveyOptions.id));
  const optionsOf = (id: number) => options.filter((o) => o.questionId === id);
  return rows.filter((r) => r.parentId === null).map((q) => ({
    ...toSub(q, optionsOf(q.id)),
    subQuestions: rows.filter((c) => c.parentId === q.id).map((c) => toSub(c, optionsOf(c.id))),
  }));
}

async function insertOne(tx: Queryable, surveyId: number, q: SubQuestion, sort: number, parentId: number | null): Promise<number> {
  const [row] = await tx.insert(surveyQuestions).values({
    surveyId, parentId, questionKey: q.questionID, sort, type: q.type, body: q.body, bodyEn: q.bodyEn, require: q.require,
    textLimit: q.textLimit, writeHint: q.writeHint, writeHintEn: q.writeHintEn, minValue: q.minValue, maxValue: q.maxValue,
    units: q.units, unitsEn: q.unitsEn,
  }).returning({ id: surveyQuestions.id });
  const id = row!.id;
  if (q.options.length) {
    await tx.insert(surveyOptions).values(q.options.map((o, i) => ({
      questionId: id, value: o.value, sort: i, text: o.text, textEn: o.textEn, score: o.score, isShowTextBox: o.isShowTextBox,
      textBoxRequire: o.textBoxRequire, isNegativeExtreme: o.isNegativeExtreme, relevancy: o.relevancy,
    })));
  }
  return id;
}

/** Writes a survey's questions; the caller has removed the old ones in the same transaction. */
export async function insertQuestions(tx: Queryable, surveyId: number, questions: readonly SurveyQuestion[]): Promise<void> {
  for (const [i, q] of questions.entries()) {
    const id = await insertOne(tx, surveyId, q, i, null);
    for (const [j, s] of q.subQuestions.entries()) await insertOne(tx, surveyId, s, j, id);
  }
}

export async function deleteQuestions(tx: Queryable, surveyId: number): Promise<void> {
  await tx.delete(surveyQuestions).where(eq(surveyQuestions.surveyId, surveyId));
}
