import { Col, Form, Input, Row, Select } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEARCH_BY_LABEL } from './manual-dictionaries.ts';
import type { ChoiceOption } from './manual-dictionaries.ts';
import { SLOTS, TRIPLETS, excludedBy } from './manual-model.ts';
import type { ManualValues, TripletName } from './manual-model.ts';

interface TripletProps {
  form: FormInstance<ManualValues>;
  name: TripletName;
  options: ChoiceOption[];
  loading: boolean;
  /** The saved choices' texts from the manual (a key the dictionary no longer lists still reads). */
  texts: Record<string, { text: string; textEN: string }>;
  en: boolean;
}

/**
 * Three exclusive choices (RES-S05, V20): each list offers what the other two have not taken; the
 * first is required; 'Other' asks for its text (V19). The page clears duplicates and texts.
 */
export function ChoiceTriplet({ form, name, options, loading, texts, en }: TripletProps) {
  const { t } = useTranslation();
  const values: ManualValues = {
    [`${name}Key1`]: Form.useWatch(`${name}Key1`, form),
    [`${name}Key2`]: Form.useWatch(`${name}Key2`, form),
    [`${name}Key3`]: Form.useWatch(`${name}Key3`, form),
  };
  return (
    <Row gutter={16}>
      {SLOTS.map((slot) => {
        const field = `${name}Key${slot}`;
        const taken = excludedBy(name, slot, values);
        const chosen = values[field];
        const saved = texts[field];
        const known = options.some((o) => o.value === chosen);
        const offered = [
          ...options.filter((o) => !taken.has(o.value)),
          ...(typeof chosen === 'string' && chosen && !known && saved ? [{ value: chosen, label: en ? saved.textEN || saved.text : saved.text }] : []),
        ];
        return (
          <Col xs={24} md={8} key={field}>
            <Form.Item name={field} label={t(`resumes.manual.fields.${name}Key`, { n: slot })} required={slot === 1}>
              <Select allowClear showSearch={SEARCH_BY_LABEL} loading={loading} placeholder={t('resumes.manual.pleaseSelect')} options={offered} data-testid={`manual-${field}`} />
            </Form.Item>
            {chosen === TRIPLETS[name].other ? (
              <Form.Item name={`${name}Other${slot}`} label={t('resumes.manual.fields.other')} required>
                <Input maxLength={50} data-testid={`manual-${name}Other${slot}`} />
              </Form.Item>
            ) : null}
          </Col>
        );
      })}
    </Row>
  );
}
