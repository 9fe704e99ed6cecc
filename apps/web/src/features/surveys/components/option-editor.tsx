import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { SubQuestion, SurveyOption } from '@portal/contracts';
import { Button, Checkbox, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { newOption } from '../builder-model.ts';

/** A later question an option may reveal, named by its number and text. */
export interface RevealTarget {
  value: string;
  label: string;
}

interface OptionEditorProps {
  q: SubQuestion;
  onChange: (options: SurveyOption[]) => void;
  disabled: boolean;
  /** Later top-level questions an option may reveal; absent where relevancy is not allowed. */
  revealTargets?: RevealTarget[] | undefined;
  testId: string;
}

/** The options of a choice, order or matrix question, with text boxes, scores and relevancy links. */
export function OptionEditor({ q, onChange, disabled, revealTargets, testId }: OptionEditorProps) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<SurveyOption>) => onChange(q.options.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  const scored = q.type === 'TEXT_NUMBER_SINGLE_CHOICE' || q.type === 'MATRIX';
  const boxes = q.type !== 'MATRIX';
  return (
    <div className="builder-options">
      {q.options.map((o, i) => (
        <div className="builder-option" key={o.value} data-testid={`${testId}-option-${i}`}>
          <span className="survey-hint">{i + 1}.</span>
          <Input size="small" style={{ width: 180 }} value={o.text} disabled={disabled} aria-label={t('surveys.builder.optionText')} placeholder={t('surveys.builder.optionText')}
            data-testid={`${testId}-option-${i}-text`} onChange={(e) => set(i, { text: e.target.value })} />
          <Input size="small" style={{ width: 180 }} value={o.textEn ?? ''} disabled={disabled} aria-label={t('surveys.builder.optionTextEn')} placeholder={t('surveys.builder.optionTextEn')}
            onChange={(e) => set(i, { textEn: e.target.value || null })} />
          {scored ? (
            <InputNumber size="small" style={{ width: 90 }} value={o.score} disabled={disabled} aria-label={t('surveys.builder.score')} placeholder={t('surveys.builder.score')}
              onChange={(v) => set(i, { score: typeof v === 'number' ? v : null })} />
          ) : null}
          {boxes ? (
            <>
              <Checkbox checked={o.isShowTextBox} disabled={disabled} onChange={(e) => set(i, { isShowTextBox: e.target.checked, textBoxRequire: e.target.checked && o.textBoxRequire })}>{t('surveys.builder.textBox')}</Checkbox>
              <Checkbox checked={o.textBoxRequire} disabled={disabled || !o.isShowTextBox} onChange={(e) => set(i, { textBoxRequire: e.target.checked })}>{t('surveys.builder.textBoxRequired')}</Checkbox>
            </>
          ) : null}
          <Checkbox checked={o.isNegativeExtreme} disabled={disabled} onChange={(e) => set(i, { isNegativeExtreme: e.target.checked })}>{t('surveys.builder.negative')}</Checkbox>
          {revealTargets ? (
            <Select mode="multiple" size="small" style={{ minWidth: 180 }} value={o.relevancy} disabled={disabled} placeholder={t('surveys.builder.reveals')} aria-label={t('surveys.builder.reveals')}
              options={revealTargets} onChange={(v: string[]) => set(i, { relevancy: v })} />
          ) : null}
          <Button size="small" icon={<DeleteOutlined />} disabled={disabled || q.options.length <= 1} aria-label={t('common.actions.delete')} onClick={() => onChange(q.options.filter((_, j) => j !== i))} />
        </div>
      ))}
      <Button size="small" icon={<PlusOutlined />} disabled={disabled} data-testid={`${testId}-add-option`}
        onClick={() => onChange([...q.options, newOption(q.options.map((o) => o.value))])}>
        {t('surveys.builder.addOption')}
      </Button>
    </div>
  );
}
