import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { OPTION_TYPES, QUESTION_TYPES } from '@portal/contracts';
import type { QuestionType, SubQuestion, SurveyQuestion } from '@portal/contracts';
import { Button, Card, Input, InputNumber, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { TYPE_LIST_HEIGHT, childTypes, nextKey, newSub, retype, retypeQuestion, revealsAllowed } from '../builder-model.ts';
import type { RevealTarget } from './option-editor.tsx';
import { OptionEditor } from './option-editor.tsx';

type Patch<Q> = (patch: Partial<Q>) => void;

const num = (v: number | string | null) => (typeof v === 'number' ? v : null);

/** The fields every question has, by type: texts, limits, range, units, options. */
function OwnFields({ q, set, disabled, revealTargets, testId }: { q: SubQuestion; set: Patch<SubQuestion>; disabled: boolean; revealTargets?: RevealTarget[] | undefined; testId: string }) {
  const { t } = useTranslation();
  const textual = q.type === 'TEXT' || q.type === 'TEXTAREA';
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Input value={q.body} disabled={disabled} placeholder={t('surveys.builder.body')} aria-label={t('surveys.builder.body')} data-testid={`${testId}-body`} onChange={(e) => set({ body: e.target.value })} />
      <Input value={q.bodyEn ?? ''} disabled={disabled} placeholder={t('surveys.builder.bodyEn')} aria-label={t('surveys.builder.bodyEn')} onChange={(e) => set({ bodyEn: e.target.value || null })} />
      <Space wrap>
        {textual ? (
          <InputNumber min={1} max={10000} value={q.textLimit} disabled={disabled} placeholder={t('surveys.builder.textLimit')} aria-label={t('surveys.builder.textLimit')} style={{ width: 150 }}
            onChange={(v) => set({ textLimit: num(v) })} />
        ) : null}
        {q.type === 'NUMBER' || q.type === 'ORDER' ? (
          <>
            <InputNumber value={q.minValue} disabled={disabled} placeholder={t('surveys.builder.minValue')} aria-label={t('surveys.builder.minValue')} style={{ width: 130 }} onChange={(v) => set({ minValue: num(v) })} />
            <InputNumber value={q.maxValue} disabled={disabled} placeholder={t('surveys.builder.maxValue')} aria-label={t('surveys.builder.maxValue')} style={{ width: 130 }} onChange={(v) => set({ maxValue: num(v) })} />
          </>
        ) : null}
        {q.type === 'NUMBER' ? (
          <>
            <Input value={q.units ?? ''} disabled={disabled} placeholder={t('surveys.builder.units')} aria-label={t('surveys.builder.units')} style={{ width: 120 }} onChange={(e) => set({ units: e.target.value || null })} />
            <Input value={q.unitsEn ?? ''} disabled={disabled} placeholder={t('surveys.builder.unitsEn')} aria-label={t('surveys.builder.unitsEn')} style={{ width: 120 }} onChange={(e) => set({ unitsEn: e.target.value || null })} />
          </>
        ) : null}
        <Input value={q.writeHint ?? ''} disabled={disabled} placeholder={t('surveys.builder.writeHint')} aria-label={t('surveys.builder.writeHint')} style={{ width: 220 }} onChange={(e) => set({ writeHint: e.target.value || null })} />
        <Input value={q.writeHintEn ?? ''} disabled={disabled} placeholder={t('surveys.builder.writeHintEn')} aria-label={t('surveys.builder.writeHintEn')} style={{ width: 220 }} onChange={(e) => set({ writeHintEn: e.target.value || null })} />
      </Space>
      {OPTION_TYPES.includes(q.type) ? <OptionEditor q={q} disabled={disabled} revealTargets={revealTargets} testId={testId} onChange={(options) => set({ options })} /> : null}
    </Space>
  );
}

function TypeSelect({ value, types, onChange, disabled, testId }: { value: QuestionType; types: readonly QuestionType[]; onChange: (t: QuestionType) => void; disabled: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <Select value={value} disabled={disabled} style={{ width: 200 }} listHeight={TYPE_LIST_HEIGHT} aria-label={t('surveys.builder.type')} data-testid={`${testId}-type`}
      options={types.map((x) => ({ value: x, label: t(`surveys.types.${x}`) }))} onChange={onChange} />
  );
}

interface QuestionEditorProps {
  q: SurveyQuestion;
  no: number;
  all: SurveyQuestion[];
  onChange: (q: SurveyQuestion) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  disabled: boolean;
}

/** One question of the builder; GROUP items and MATRIX rows are edited inside it. */
export function QuestionEditor({ q, no, all, onChange, onMove, onRemove, disabled }: QuestionEditorProps) {
  const { t } = useTranslation();
  const set: Patch<SurveyQuestion> = (patch) => onChange({ ...q, ...patch });
  const setSub = (i: number, s: SubQuestion) => set({ subQuestions: q.subQuestions.map((x, j) => (j === i ? s : x)) });
  const later = all.slice(all.indexOf(q) + 1);
  const testId = `builder-q${no}`;
  const keys = all.flatMap((x) => [x.questionID, ...x.subQuestions.map((s) => s.questionID)]);
  // Targets by number and text: the keys are internal and never shown.
  const targets = later.map((x) => ({ value: x.questionID, label: `${all.indexOf(x) + 1}. ${x.body}`.slice(0, 40) }));
  return (
    <Card size="small" className="builder-question" data-testid={testId}
      title={<Space><span>{t('surveys.builder.questionNo', { n: no })}</span><TypeSelect value={q.type} types={QUESTION_TYPES} disabled={disabled} testId={testId} onChange={(type) => onChange(retypeQuestion(q, type, all))} /></Space>}
      extra={(
        <Space>
          <Switch checked={q.require} disabled={disabled} aria-label={t('surveys.builder.required')} onChange={(v) => set({ require: v })} />
          <span>{t('surveys.builder.required')}</span>
          <Button size="small" icon={<ArrowUpOutlined />} disabled={disabled} aria-label={t('surveys.builder.moveUp')} onClick={() => onMove(-1)} />
          <Button size="small" icon={<ArrowDownOutlined />} disabled={disabled} aria-label={t('surveys.builder.moveDown')} onClick={() => onMove(1)} />
          <Button size="small" danger icon={<DeleteOutlined />} disabled={disabled} aria-label={t('common.actions.delete')} onClick={onRemove} />
        </Space>
      )}
    >
      <OwnFields q={q} set={set} disabled={disabled} revealTargets={revealsAllowed(q) ? targets : undefined} testId={testId} />
      {q.type === 'GROUP' || q.type === 'MATRIX' ? (
        <div className="survey-group">
          <div className="survey-hint">{t(q.type === 'GROUP' ? 'surveys.builder.groupItems' : 'surveys.builder.matrixRows')}</div>
          {q.subQuestions.map((s, i) => (
            <Card size="small" key={s.questionID} className="builder-question" data-testid={`${testId}-sub${i + 1}`}
              title={q.type === 'GROUP'
                ? <Space><span>{`${no}.${i + 1}`}</span><TypeSelect value={s.type} types={childTypes} disabled={disabled} testId={`${testId}-sub${i + 1}`} onChange={(type) => setSub(i, retype(s, type))} /></Space>
                : t('surveys.builder.rowNo', { n: i + 1 })}
              extra={(
                <Space>
                  {q.type === 'GROUP' ? <Switch size="small" checked={s.require} disabled={disabled} aria-label={t('surveys.builder.required')} onChange={(v) => setSub(i, { ...s, require: v })} /> : null}
                  <Button size="small" danger icon={<DeleteOutlined />} disabled={disabled || q.subQuestions.length <= 1} aria-label={t('common.actions.delete')} onClick={() => set({ subQuestions: q.subQuestions.filter((_, j) => j !== i) })} />
                </Space>
              )}>
              {q.type === 'GROUP'
                ? <OwnFields q={s} disabled={disabled} testId={`${testId}-sub${i + 1}`} set={(patch) => setSub(i, { ...s, ...patch })} />
                : (
                  <Space>
                    <Input value={s.body} disabled={disabled} placeholder={t('surveys.builder.body')} aria-label={t('surveys.builder.body')} data-testid={`${testId}-sub${i + 1}-body`} onChange={(e) => setSub(i, { ...s, body: e.target.value })} />
                    <Input value={s.bodyEn ?? ''} disabled={disabled} placeholder={t('surveys.builder.bodyEn')} aria-label={t('surveys.builder.bodyEn')} onChange={(e) => setSub(i, { ...s, bodyEn: e.target.value || null })} />
                  </Space>
                )}
            </Card>
          ))}
          <Button size="small" icon={<PlusOutlined />} disabled={disabled} data-testid={`${testId}-add-sub`}
            onClick={() => set({ subQuestions: [...q.subQuestions, { ...newSub(nextKey(keys, `${q.questionID}_`), q.type === 'GROUP' ? 'TEXT' : 'SINGLE_CHOICE'), options: [] }] })}>
            {t(q.type === 'GROUP' ? 'surveys.builder.addItem' : 'surveys.builder.addRow')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
