import { CAREER_INTEREST_DICTIONARY, GRADUATION_PLANS } from '@portal/contracts';
import { Col, Form, Row } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { RequiredCheckboxGroup } from '../../../shared/required-checkbox-group.tsx';
import { useLanguage } from '../../../shared/language.ts';
import { ChoiceTriplet } from './manual-choices.tsx';
import { useManualDictionary } from './manual-dictionaries.ts';
import type { ManualValues } from './manual-model.ts';
import { CountedText, TotalCounter } from './manual-totals.tsx';
import { ManualSection } from './manual-section.tsx';

interface StudentFieldsProps {
  form: FormInstance<ManualValues>;
  type: 1 | 2;
  totals: { cn: number; en: number };
  texts: Record<string, { text: string; textEN: string }>;
}

/**
 * The undergraduate-plus (1) and graduate (2) parts after identity and education (RES-U04, N10):
 * three experiences in each language with their totals, the plan after graduation, three career
 * interests (the type's dictionary) and three most-interested industries.
 */
export function ManualStudentFields({ form, type, totals, texts }: StudentFieldsProps) {
  const { t } = useTranslation();
  const en = useLanguage() === 'en-US';
  const interests = useManualDictionary(CAREER_INTEREST_DICTIONARY[type]);
  const industries = useManualDictionary('MostInterestedIndustries');
  const f = (key: string, n?: number) => t(`resumes.manual.fields.${key}`, { n });

  return (
    <>
      <ManualSection id="experience" title={t('resumes.manual.sections.experience')} intro={t('resumes.manual.experienceIntro')}>
        <Row gutter={24}>
          <Col xs={24} lg={12}>
            {[1, 2, 3].map((n) => <CountedText key={n} name={`experienceCN${n}`} label={f('experienceCN', n)} maxLength={500} rows={3} required={n === 1} />)}
            <TotalCounter lang="cn" count={totals.cn} />
          </Col>
          <Col xs={24} lg={12}>
            {[1, 2, 3].map((n) => <CountedText key={n} name={`experienceEN${n}`} label={f('experienceEN', n)} maxLength={1000} rows={3} />)}
            <TotalCounter lang="en" count={totals.en} />
          </Col>
        </Row>
      </ManualSection>
      <ManualSection id="plan" title={t('resumes.manual.sections.plan')}>
        <Form.Item name="planAfterGraduation" label={f('planAfterGraduation')} required>
          <RequiredCheckboxGroup<string> data-testid="manual-planAfterGraduation" options={GRADUATION_PLANS.map((p) => ({ value: p, label: t(`resumes.manual.plans.${p}`) }))} />
        </Form.Item>
      </ManualSection>
      <ManualSection id="interests" title={t('resumes.manual.sections.interests')}>
        <ChoiceTriplet form={form} name="careerInterest" options={interests.options} loading={interests.isLoading} texts={texts} en={en} />
        <ChoiceTriplet form={form} name="mostInterestedIndustries" options={industries.options} loading={industries.isLoading} texts={texts} en={en} />
      </ManualSection>
    </>
  );
}
