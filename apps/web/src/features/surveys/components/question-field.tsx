import type { FormAnswer, SubQuestion, SurveyIssue, SurveyQuestion } from '@portal/contracts';
import { messageText } from '@portal/contracts';
import { DatePicker, Input, InputNumber, Radio, TimePicker } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messageLang, pickText, useLanguage } from '../../../shared/language.ts';
import type { FieldProps } from './choice-fields.tsx';
import { MultiChoiceField, OrderField, SingleChoiceField } from './choice-fields.tsx';
import { MatrixField } from './matrix-field.tsx';

const TIME_FORMAT = 'HH:mm';

function TextField({ q, value, onChange, disabled, labelId }: FieldProps) {
  const lang = useLanguage();
  const common = {
    value: value?.text ?? '',
    disabled,
    'aria-labelledby': labelId,
    placeholder: pickText(lang, q.writeHint ?? '', q.writeHintEn) || undefined,
    // Over the limit the counter turns red and the rule's message shows; typing is never cut off.
    count: q.textLimit ? { show: true, max: q.textLimit } : undefined,
    'data-testid': `survey-input-${q.questionID}`,
  };
  return q.type === 'TEXTAREA'
    ? <Input.TextArea {...common} autoSize={{ minRows: 3, maxRows: 8 }} onChange={(e) => onChange({ text: e.target.value })} />
    : <Input {...common} onChange={(e) => onChange({ text: e.target.value })} />;
}

function BooleanField({ q, value, onChange, disabled, labelId }: FieldProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group value={value?.choice?.[0] ?? null} disabled={disabled} aria-labelledby={labelId} onChange={(e) => onChange({ choice: [String(e.target.value)] })}>
      <Radio value="true" data-testid={`survey-option-${q.questionID}-true`}>{t('surveys.answer.yes')}</Radio>
      <Radio value="false" data-testid={`survey-option-${q.questionID}-false`}>{t('surveys.answer.no')}</Radio>
    </Radio.Group>
  );
}

function DateTimeField({ q, value, onChange, disabled, labelId }: FieldProps) {
  const text = value?.text ?? '';
  if (q.type === 'DATE') {
    const d = text ? dayjs(text, 'YYYY-MM-DD') : null;
    return (
      <DatePicker value={d?.isValid() ? d : null} disabled={disabled} aria-labelledby={labelId} data-testid={`survey-input-${q.questionID}`}
        onChange={(v) => onChange({ text: v ? v.format('YYYY-MM-DD') : '' })} />
    );
  }
  const t = text ? dayjs(`2000-01-01T${text}`) : null;
  return (
    <TimePicker value={t?.isValid() ? t : null} format={TIME_FORMAT} disabled={disabled} aria-labelledby={labelId} data-testid={`survey-input-${q.questionID}`}
      onChange={(v) => onChange({ text: v ? v.format(TIME_FORMAT) : '' })} />
  );
}

function NumberField({ q, value, onChange, disabled, labelId }: FieldProps) {
  const lang = useLanguage();
  const { t } = useTranslation();
  const text = value?.text ?? '';
  const units = pickText(lang, q.units ?? '', q.unitsEn);
  const range = q.minValue !== null && q.maxValue !== null ? t('surveys.answer.range', { min: q.minValue, max: q.maxValue }) : '';
  return (
    <span className="survey-number">
      {/* No min/max on the control: a value out of range stays, and the rule says why. */}
      <InputNumber value={text === '' || Number.isNaN(Number(text)) ? null : Number(text)} disabled={disabled} aria-labelledby={labelId}
        data-testid={`survey-input-${q.questionID}`} onChange={(v) => onChange({ text: v === null || v === undefined ? '' : String(v) })} />
      {units ? <span className="survey-units">{units}</span> : null}
      {range ? <span className="survey-hint">{range}</span> : null}
    </span>
  );
}

/** The control of one question (not GROUP, which lays out its items itself). */
export function QuestionControl(props: FieldProps) {
  switch (props.q.type) {
    case 'TEXT': case 'TEXTAREA': return <TextField {...props} />;
    case 'BOOLEAN': return <BooleanField {...props} />;
    case 'DATE': case 'TIME': return <DateTimeField {...props} />;
    case 'NUMBER': return <NumberField {...props} />;
    case 'SINGLE_CHOICE': case 'TEXT_NUMBER_SINGLE_CHOICE': return <SingleChoiceField {...props} />;
    case 'MULTI_CHOICE': return <MultiChoiceField {...props} />;
    case 'ORDER': return <OrderField {...props} />;
    default: return null;
  }
}

export type IssueMap = Map<string, SurveyIssue[]>;
export const issueKey = (questionID: string, subQuestionID?: string) => (subQuestionID ? `${questionID}.${subQuestionID}` : questionID);

function Errors({ issues, id }: { issues: SurveyIssue[] | undefined; id: string }) {
  if (!issues?.length) return null;
  return (
    <div className="survey-error" id={id} role="alert" data-testid="survey-error">
      {issues.map((i) => <div key={i.code}>{messageText(i.code, messageLang(), i.params) ?? i.code}</div>)}
    </div>
  );
}

interface BlockProps {
  q: SubQuestion;
  no: string;
  issues: SurveyIssue[] | undefined;
  children: (labelId: string) => ReactNode;
  testId: string;
}

/** A question with its number, text, required mark, hint and the messages of its rules. */
function QuestionBlock({ q, no, issues, children, testId }: BlockProps) {
  const lang = useLanguage();
  const { t } = useTranslation();
  const labelId = `survey-q-${testId}`;
  const hint = q.type === 'NUMBER' || TEXTUAL.includes(q.type) ? null : pickText(lang, q.writeHint ?? '', q.writeHintEn);
  return (
    <div className={`survey-question${issues?.length ? ' survey-question-invalid' : ''}`} data-testid={`survey-question-${testId}`}>
      <div className="survey-question-title" id={labelId}>
        <span className="survey-no">{no}</span>
        {q.require ? <span className="survey-required" aria-label={t('surveys.answer.required')}>*</span> : null}
        {pickText(lang, q.body, q.bodyEn)}
      </div>
      {hint ? <div className="survey-hint">{hint}</div> : null}
      <div className="survey-question-control">{children(labelId)}</div>
      <Errors issues={issues} id={`${labelId}-error`} />
    </div>
  );
}
const TEXTUAL = ['TEXT', 'TEXTAREA'];

interface QuestionProps {
  q: SurveyQuestion;
  no: number;
  value: FormAnswer | undefined;
  onChange: (value: FormAnswer) => void;
  disabled: boolean;
  issues: IssueMap;
}

/** One top-level question; a GROUP shows its items as numbered sub-questions. */
export function SurveyQuestionView({ q, no, value, onChange, disabled, issues }: QuestionProps) {
  if (q.type === 'GROUP') {
    return (
      <QuestionBlock q={q} no={`${no}.`} issues={issues.get(q.questionID)} testId={q.questionID}>
        {() => (
          <div className="survey-group">
            {q.subQuestions.map((s, i) => (
              <QuestionBlock key={s.questionID} q={{ ...s, require: s.require || q.require }} no={`${no}.${i + 1}`} issues={issues.get(issueKey(q.questionID, s.questionID))} testId={`${q.questionID}-${s.questionID}`}>
                {(labelId) => (
                  <QuestionControl q={s} labelId={labelId} disabled={disabled} value={value?.items?.[s.questionID]}
                    onChange={(v) => onChange({ ...value, items: { ...value?.items, [s.questionID]: v } })} />
                )}
              </QuestionBlock>
            ))}
          </div>
        )}
      </QuestionBlock>
    );
  }
  return (
    <QuestionBlock q={q} no={`${no}.`} issues={issues.get(q.questionID)} testId={q.questionID}>
      {(labelId) => (q.type === 'MATRIX'
        ? <MatrixField q={q} labelId={labelId} disabled={disabled} value={value} onChange={onChange} />
        : <QuestionControl q={q} labelId={labelId} disabled={disabled} value={value} onChange={onChange} />)}
    </QuestionBlock>
  );
}
