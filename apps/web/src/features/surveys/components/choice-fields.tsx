import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { FormAnswer, SubQuestion, SurveyOption } from '@portal/contracts';
import { MAX_REMARK } from '@portal/contracts';
import { Button, Checkbox, Input, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickText, useLanguage } from '../../../shared/language.ts';

export interface FieldProps {
  q: SubQuestion;
  value: FormAnswer | undefined;
  onChange: (value: FormAnswer) => void;
  disabled: boolean;
  /** The id of the element holding the question's text, for aria-labelledby. */
  labelId: string;
}

function OptionLabel({ o, scored }: { o: SurveyOption; scored: boolean }) {
  const lang = useLanguage();
  const { t } = useTranslation();
  return (
    <span>
      {pickText(lang, o.text, o.textEn)}
      {scored && o.score !== null ? <span className="survey-score">{t('surveys.answer.score', { count: o.score })}</span> : null}
    </span>
  );
}

/** The text box of a chosen option (education.md §5, 'a choice whose text box is required'). */
function Remark({ o, value, onChange, disabled }: { o: SurveyOption; value: string; onChange: (text: string) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Input
      className="survey-remark"
      size="small"
      value={value}
      disabled={disabled}
      count={{ show: false, max: MAX_REMARK }}
      aria-label={t('surveys.answer.remarkFor', { option: pickText(lang, o.text, o.textEn) })}
      placeholder={t(o.textBoxRequire ? 'surveys.answer.remarkRequired' : 'surveys.answer.remarkOptional')}
      data-testid={`survey-remark-${o.value}`}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

const withRemark = (value: FormAnswer | undefined, option: string, text: string): FormAnswer => ({ ...value, remarks: { ...value?.remarks, [option]: text } });

/** SINGLE_CHOICE and TEXT_NUMBER_SINGLE_CHOICE (options shown with their score). */
export function SingleChoiceField({ q, value, onChange, disabled, labelId }: FieldProps) {
  const picked = value?.choice?.[0];
  return (
    <Radio.Group value={picked ?? null} disabled={disabled} aria-labelledby={labelId} onChange={(e) => onChange({ ...value, choice: [String(e.target.value)] })}>
      <Space orientation="vertical">
        {q.options.map((o) => (
          <Space key={o.value} wrap>
            <Radio value={o.value} data-testid={`survey-option-${q.questionID}-${o.value}`}>
              <OptionLabel o={o} scored={q.type === 'TEXT_NUMBER_SINGLE_CHOICE'} />
            </Radio>
            {o.isShowTextBox && picked === o.value ? (
              <Remark o={o} value={value?.remarks?.[o.value] ?? ''} disabled={disabled} onChange={(text) => onChange(withRemark(value, o.value, text))} />
            ) : null}
          </Space>
        ))}
      </Space>
    </Radio.Group>
  );
}

export function MultiChoiceField({ q, value, onChange, disabled, labelId }: FieldProps) {
  const picked = value?.choice ?? [];
  const toggle = (v: string, on: boolean) => onChange({ ...value, choice: on ? [...picked, v] : picked.filter((x) => x !== v) });
  return (
    <div role="group" aria-labelledby={labelId}>
      <Space orientation="vertical">
        {q.options.map((o) => (
          <Space key={o.value} wrap>
            <Checkbox checked={picked.includes(o.value)} disabled={disabled} data-testid={`survey-option-${q.questionID}-${o.value}`} onChange={(e) => toggle(o.value, e.target.checked)}>
              <OptionLabel o={o} scored={false} />
            </Checkbox>
            {o.isShowTextBox && picked.includes(o.value) ? (
              <Remark o={o} value={value?.remarks?.[o.value] ?? ''} disabled={disabled} onChange={(text) => onChange(withRemark(value, o.value, text))} />
            ) : null}
          </Space>
        ))}
      </Space>
    </div>
  );
}

/** ORDER: check items, then move them up or down; the rank is the order of checking unless moved. */
export function OrderField({ q, value, onChange, disabled, labelId }: FieldProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const picked = value?.choice ?? [];
  const move = (v: string, by: -1 | 1) => {
    const i = picked.indexOf(v);
    const j = i + by;
    if (i < 0 || j < 0 || j >= picked.length) return;
    const next = [...picked];
    [next[i], next[j]] = [next[j]!, next[i]!];
    onChange({ ...value, choice: next });
  };
  const toggle = (v: string, on: boolean) => onChange({ ...value, choice: on ? [...picked, v] : picked.filter((x) => x !== v) });
  const range = { min: q.minValue ?? 1, max: q.maxValue ?? q.options.length };
  return (
    <div role="group" aria-labelledby={labelId}>
      <div className="survey-hint">{t('surveys.answer.orderHint', range)}</div>
      <Space orientation="vertical">
        {q.options.map((o) => {
          const rank = picked.indexOf(o.value);
          const label = pickText(lang, o.text, o.textEn);
          return (
            <Space key={o.value}>
              <Checkbox checked={rank >= 0} disabled={disabled} data-testid={`survey-option-${q.questionID}-${o.value}`} onChange={(e) => toggle(o.value, e.target.checked)}>
                {label}
              </Checkbox>
              {rank >= 0 ? (
                <>
                  <span className="survey-rank" data-testid={`survey-rank-${q.questionID}-${o.value}`}>{t('surveys.answer.rank', { rank: rank + 1 })}</span>
                  <Button size="small" icon={<ArrowUpOutlined />} disabled={disabled || rank === 0} aria-label={t('surveys.answer.moveUp', { item: label })} onClick={() => move(o.value, -1)} />
                  <Button size="small" icon={<ArrowDownOutlined />} disabled={disabled || rank === picked.length - 1} aria-label={t('surveys.answer.moveDown', { item: label })} onClick={() => move(o.value, 1)} />
                </>
              ) : null}
            </Space>
          );
        })}
      </Space>
    </div>
  );
}
