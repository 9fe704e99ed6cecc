import { AutoComplete, Card, Col, Form, Input, Row } from 'antd';
import type { AutoCompleteProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { typedLang } from '../../../shared/typed-text.tsx';
import { useManualDictionary } from './manual-dictionaries.ts';
import { EDU_GROUPS } from './manual-model.ts';
import { contentLang } from './manual-totals.tsx';

/** The fields of a group: university, school (degree for MBA) and major, each in Chinese and English. */
const PAIRS = [
  { cn: 'universityCN', en: 'universityEN' },
  { cn: 'schoolCN', en: 'schoolEN' },
  { cn: 'majorCN', en: 'majorEN' },
] as const;

type StudyTypeProps = AutoCompleteProps & { value?: string; 'data-testid'?: string };

/** The study type, free text: marked Chinese when it is, since the dictionary's names come in both languages. */
function StudyType({ value, ...props }: StudyTypeProps) {
  return (
    <div lang={typedLang(value)}>
      <AutoComplete maxLength={40} value={value} {...props} />
    </div>
  );
}

/**
 * The three education groups (RES-N10, N11): 1 undergraduate (required, all six fields), 2 master
 * and 3 doctoral (optional). The study type is free text, with the dictionary's names offered.
 */
export function ManualEducation({ mba }: { mba: boolean }) {
  const { t } = useTranslation();
  const types = useManualDictionary('VDResumeEduInfoType');
  const f = (key: string) => t(`resumes.manual.fields.${key}`);
  return (
    <Row gutter={16}>
      {EDU_GROUPS.map((group, i) => (
        <Col xs={24} lg={8} key={group}>
          <Card size="small" data-testid={`manual-edu-${i + 1}`}
            title={<h3 className="manual-group-title">{t(`resumes.manual.eduGroups.${i + 1}`)}{i === 0 ? '' : t('resumes.manual.optional')}</h3>}>
            {PAIRS.map((p) => [p.cn, p.en]).flat().map((field) => (
              <Form.Item key={field} name={[group, field]} required={i === 0} label={f(mba && field.startsWith('school') ? field.replace('school', 'degree') : field)}>
                <Input maxLength={field.endsWith('EN') ? 200 : 100} lang={contentLang(field)} data-testid={`manual-edu-${i + 1}-${field}`} />
              </Form.Item>
            ))}
            <Form.Item name={[group, 'typeName']} label={f('typeName')}>
              <StudyType options={types.options.map((o) => ({ value: o.label }))} data-testid={`manual-edu-${i + 1}-typeName`} />
            </Form.Item>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
