import type { FormAnswer, FormValues, SurveyIssue, SurveyQuestion } from '@portal/contracts';
import { pruneHiddenValues, visibleForForm, visibleNumbers } from '@portal/contracts';
import { useMemo } from 'react';
import type { IssueMap } from './question-field.tsx';
import { SurveyQuestionView, issueKey } from './question-field.tsx';

interface SurveyFormProps {
  questions: SurveyQuestion[];
  values: FormValues;
  onChange: (values: FormValues) => void;
  issues: SurveyIssue[];
  disabled: boolean;
}

/**
 * The questions of a survey, shown as relevancy allows: a choice reveals the questions its option
 * links to, and changing it removes the answers of the questions it had revealed (SURV-S02).
 * Shown questions are numbered without gaps.
 */
export function SurveyForm({ questions, values, onChange, issues, disabled }: SurveyFormProps) {
  const visible = visibleForForm(questions, values);
  const numbers = visibleNumbers(questions, visible);
  const byQuestion: IssueMap = useMemo(() => {
    const map: IssueMap = new Map();
    for (const i of issues) map.set(issueKey(i.questionID, i.subQuestionID), [...(map.get(issueKey(i.questionID, i.subQuestionID)) ?? []), i]);
    return map;
  }, [issues]);
  const change = (id: string, v: FormAnswer) => onChange(pruneHiddenValues(questions, { ...values, [id]: v }));
  return (
    <div className="survey-form" data-testid="survey-form">
      {questions.map((q) => (visible.has(q.questionID) ? (
        <SurveyQuestionView key={q.questionID} q={q} no={numbers.get(q.questionID)!} value={values[q.questionID]} disabled={disabled} issues={byQuestion} onChange={(v) => change(q.questionID, v)} />
      ) : null))}
    </div>
  );
}
