import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Col, DatePicker, Form, Input, InputNumber, Radio, Row, Select, Skeleton } from 'antd';
import type { FormInstance, FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { messageText } from '@portal/contracts';
import { notifyMessage } from '../../../shared/feedback.ts';
import { messageLang } from '../../../shared/language.ts';
import { zodRule } from '../../../shared/zod-rule.ts';
import { useDictionaryOptions } from '../profile.api.ts';

/** Form names are arrays: a top-level field ['mobile'] or a field of a list entry [0, 'companyName']. */
export type FieldName = (string | number)[];

/** A field's rule from the schema the server saves with (PROF-V01…V10), in the catalogue's words. */
export function rule(schema: z.ZodType, label: string): FormRule[] {
  return [zodRule(schema, label)];
}

/** A text field; its limit is the schema's, shown as a counter where it is long. */
export function TextField({ name, label, max, schema, required, disabled, testId }: {
  name: FieldName; label: string; max: number; schema?: z.ZodType; required?: boolean; disabled?: boolean; testId?: string;
}) {
  return (
    <Form.Item name={name} label={label} required={required} rules={schema ? rule(schema, label) : undefined}>
      <Input maxLength={max} showCount={max > 20} disabled={disabled} data-testid={testId} />
    </Form.Item>
  );
}

/** A roll field (name, student number, class…): shown, never edited (PROF-G01). */
export function RollField({ label, value, testId }: { label: string; value: string | null | undefined; testId?: string }) {
  return (
    <Form.Item label={label} htmlFor={testId}>
      <Input id={testId} value={value ?? ''} disabled data-testid={testId} />
    </Form.Item>
  );
}

/** A number field (scores, ranks, years). */
export function NumberField({ name, label, min = 0, max, schema }: { name: FieldName; label: string; min?: number; max?: number; schema?: z.ZodType }) {
  return (
    <Form.Item name={name} label={label} rules={schema ? rule(schema, label) : undefined}>
      <InputNumber min={min} max={max} style={{ width: '100%' }} />
    </Form.Item>
  );
}

/** A yes/no radio pair; `onChange` reacts to the answer (the work and other-education groups). */
export function YesNoField({ name, label, required, onChange, testId }: { name: FieldName; label: string; required?: boolean; onChange?: (v: boolean) => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={label} required={required}
      rules={required ? [{ validator: (_r, v: unknown) => (typeof v === 'boolean' ? Promise.resolve() : Promise.reject(new Error(t('profile.student.requiredMissing')))) }] : undefined}>
      <Radio.Group data-testid={testId} onChange={(e) => onChange?.(e.target.value === true)}
        options={[{ value: true, label: t('profile.student.yes') }, { value: false, label: t('profile.student.no') }]} />
    </Form.Item>
  );
}

/** A choice from a data dictionary; the English text in en-US (PROF-U01). */
export function DictField({ name, label, type, required, testId }: { name: FieldName; label: string; type: string; required?: boolean; testId?: string }) {
  const { t } = useTranslation();
  const { options, loading } = useDictionaryOptions(type);
  return (
    <Form.Item name={name} label={label} required={required}
      rules={required ? [{ required: true, message: t('profile.student.requiredMissing') }] : undefined}>
      <Select allowClear loading={loading} options={options} placeholder={t('profile.student.choose')} data-testid={testId}
        showSearch={{ optionFilterProp: 'label' }} />
    </Form.Item>
  );
}

/** A month picker; the form holds a Dayjs, the wire 'YYYY-MM'. */
export function MonthField({ name, label, required, schema, onChange, testId }: {
  name: FieldName; label: string; required?: boolean; schema?: z.ZodType; onChange?: () => void; testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={label} required={required} getValueProps={(v: string | null) => ({ value: v ? dayjs(`${v}-01`) : null })}
      normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM') : null)} rules={schema ? rule(schema, label) : undefined}>
      <DatePicker picker="month" format="YYYY-MM" style={{ width: '100%' }} placeholder={t('profile.student.chooseMonth')} data-testid={testId}
        onChange={() => onChange?.()} />
    </Form.Item>
  );
}

/** A date picker; the form holds 'YYYY-MM-DD' (calendar dates, no time of day). */
export function DateField({ name, label, required, schema, testId }: { name: FieldName; label: string; required?: boolean; schema?: z.ZodType; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={label} required={required} getValueProps={(v: string | null) => ({ value: v ? dayjs(v.slice(0, 10)) : null })}
      normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null)} rules={schema ? rule(schema, label) : undefined}>
      <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} placeholder={t('profile.student.chooseDate')} data-testid={testId} />
    </Form.Item>
  );
}

/** Fields two or three a line on a wide screen, one on a phone. */
export function FieldRow({ children }: { children: ReactNode[] }) {
  return (
    <Row gutter={12}>
      {children.filter(Boolean).map((c, i) => <Col key={i} xs={24} md={12} xl={8}>{c}</Col>)}
    </Row>
  );
}

interface EntryListProps {
  name: string;
  /** The list limit of PROF-K01 (the contracts' profileListLimits): Add is off at it. */
  max: number;
  /** What one entry is called ('Bursary'), for its group, its Remove and the Add button. */
  entryName: string;
  blank: () => object;
  readOnly?: boolean;
  testId: string;
  renderEntry: (field: number) => ReactNode;
}

/** A list of entries (Form.List), each in a labelled group with its Remove; Add off at the limit. */
export function EntryList({ name, max, entryName, blank, readOnly, testId, renderEntry }: EntryListProps) {
  const { t } = useTranslation();
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <div style={{ marginBottom: 16 }} data-testid={testId}>
          {fields.length === 0 && readOnly ? <p style={{ color: '#595959' }}>{t('profile.student.empty')}</p> : null}
          {fields.map((field, index) => {
            const label = t('profile.student.entry', { label: entryName, n: index + 1 });
            return (
              <div key={field.key} role="group" aria-label={label} data-testid={`${testId}-entry`}
                style={{ border: '1px solid #f0f0f0', borderRadius: 4, padding: '8px 12px 0', marginBottom: 12 }}>
                <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 4 }}>
                  <strong>{label}</strong>
                  {readOnly ? null : (
                    <Button type="link" danger size="small" icon={<DeleteOutlined />} onClick={() => remove(field.name)} data-testid={`${testId}-remove`}
                      aria-label={t('profile.student.remove', { entry: label })} />
                  )}
                </div>
                {renderEntry(field.name)}
              </div>
            );
          })}
          {readOnly ? null : (
            <Button type="dashed" icon={<PlusOutlined />} disabled={fields.length >= max} onClick={() => add(blank())} data-testid={`${testId}-add`}>
              {t('profile.student.add', { label: entryName, count: fields.length, max })}
            </Button>
          )}
        </div>
      )}
    </Form.List>
  );
}

/** A sub-view's frame: its loading and error states, the form, and Save unless read-only. */
export function SectionFrame({ loading, failed, onRetry, readOnly, saving, onSave, testId, children }: {
  loading: boolean; failed: boolean; onRetry?: () => void; readOnly?: boolean; saving?: boolean; onSave?: () => void; testId: string; children: ReactNode;
}) {
  const { t } = useTranslation();
  if (loading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (failed) {
    return (
      <Alert type="error" showIcon title={t('profile.student.loadFailed')} data-testid={`${testId}-failed`}
        action={onRetry ? <Button size="small" onClick={onRetry}>{t('profile.student.retry')}</Button> : undefined} />
    );
  }
  return (
    <div data-testid={testId}>
      {children}
      {readOnly || !onSave ? null : (
        <Button type="primary" loading={saving} onClick={onSave} data-testid={`${testId}-save`}>{t('profile.student.save')}</Button>
      )}
    </div>
  );
}

/**
 * Validates the whole form, then the body with the schema the server saves with; either failing
 * shows the required-fields warning (PROF-V12) and gives null.
 */
export async function checkForm<S extends z.ZodType>(form: FormInstance, schema: S, toBody: () => unknown): Promise<z.output<S> | null> {
  const warn = () => notifyMessage('warning', i18next.t('profile.student.requiredMissing'));
  try {
    await form.validateFields();
  } catch {
    warn();
    return null;
  }
  const parsed = schema.safeParse(toBody());
  if (!parsed.success) {
    warn();
    return null;
  }
  return parsed.data;
}

/** A cross-field rule's refusal (contracts' profile-rules.ts) as a warning in the catalogue's words. */
export function warnIssue(issue: { code: string; n?: number }): void {
  const text = messageText(issue.code, messageLang(), issue.n === undefined ? undefined : { n: issue.n });
  notifyMessage('warning', text ?? i18next.t('profile.student.requiredMissing'));
}

/** A calendar date of the wire as the form holds it ('YYYY-MM-DD'), whatever time part it carries. */
export const dayOf = (v: string | null | undefined): string | null => (v ? v.slice(0, 10) : null);
/** A year-month of the wire as the form holds it ('YYYY-MM'). */
export const monthOf = (v: string | null | undefined): string | null => (v ? v.slice(0, 7) : null);
