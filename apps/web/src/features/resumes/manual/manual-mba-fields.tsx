import { MANUAL_LIMITS, MANUAL_MULTI_MAX, OTHER_KEYS } from '@portal/contracts';
import { Col, Form, Input, Row, Select } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEARCH_BY_LABEL, useManualDictionary } from './manual-dictionaries.ts';
import { MULTI_SELECTS } from './manual-model.ts';
import type { ManualValues, MultiSelectName } from './manual-model.ts';
import { ManualSection } from './manual-section.tsx';
import { CountedText, TotalCounter } from './manual-totals.tsx';

interface MbaFieldsProps {
  form: FormInstance<ManualValues>;
  totals: { cn: number; en: number };
}

/** Languages 1–3 with proficiency (N, F, I, B); the first two are required (RES-V17). */
export function ManualLanguages() {
  const { t } = useTranslation();
  const proficiency = useManualDictionary('Proficiency');
  return (
    <Row gutter={16}>
      {[1, 2, 3].map((n) => (
        <Col xs={24} md={8} key={n}>
          <Form.Item name={`language${n}`} label={t('resumes.manual.fields.language', { n })} required={n < 3}>
            <Input maxLength={20} data-testid={`manual-language${n}`} />
          </Form.Item>
          <Form.Item name={`proficiencyValue${n}`} label={t('resumes.manual.fields.proficiency', { n })} required={n < 3}>
            <Select allowClear placeholder={t('resumes.manual.pleaseSelect')} loading={proficiency.isLoading} options={proficiency.options} data-testid={`manual-proficiencyValue${n}`} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}

/** A career multi-select of at most two (the page cuts a third and warns) with its 'Other' text. */
function CareerMulti({ form, name, dictionary }: { form: FormInstance<ManualValues>; name: MultiSelectName; dictionary: string }) {
  const { t } = useTranslation();
  const dict = useManualDictionary(dictionary);
  const chosen: unknown = Form.useWatch(name, form);
  const { other, otherField } = MULTI_SELECTS[name];
  return (
    <>
      <Form.Item name={name} label={t(`resumes.manual.fields.${name}`)} required extra={t('resumes.manual.multiMax', { max: MANUAL_MULTI_MAX })}>
        <Select mode="multiple" allowClear showSearch={SEARCH_BY_LABEL} placeholder={t('resumes.manual.pleaseSelect')} loading={dict.isLoading} options={dict.options} data-testid={`manual-${name}`} />
      </Form.Item>
      {Array.isArray(chosen) && chosen.includes(other) ? (
        <Form.Item name={otherField} label={t('resumes.manual.fields.other')} required>
          <Input maxLength={50} data-testid={`manual-${otherField}`} />
        </Form.Item>
      ) : null}
    </>
  );
}

/**
 * The MBA parts after identity, languages and education (RES-U04, N11): pre-MBA industry, working
 * years, company and position in both languages with their counted limits, work experience and three
 * achievements with the two totals, and the career industries and functions.
 */
export function ManualMbaFields({ form, totals }: MbaFieldsProps) {
  const { t } = useTranslation();
  const industries = useManualDictionary('PreMBAIndustries');
  const years = useManualDictionary('PreMBAWorkingYears');
  const industry: unknown = Form.useWatch('preMBAIndustriesKey', form);
  const f = (key: string, n?: number) => t(`resumes.manual.fields.${key}`, { n });
  return (
    <>
      <ManualSection id="work" title={t('resumes.manual.sections.work')}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="preMBAIndustriesKey" label={f('preMBAIndustriesKey')} required>
              <Select allowClear showSearch={SEARCH_BY_LABEL} placeholder={t('resumes.manual.pleaseSelect')} loading={industries.isLoading} options={industries.options} data-testid="manual-preMBAIndustriesKey" />
            </Form.Item>
            {industry === OTHER_KEYS.preMBAIndustry ? (
              <Form.Item name="preMBAIndustriesOther" label={f('other')} required>
                <Input maxLength={50} data-testid="manual-preMBAIndustriesOther" />
              </Form.Item>
            ) : null}
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="preMBAWorkingYearsKey" label={f('preMBAWorkingYearsKey')} required>
              <Select allowClear placeholder={t('resumes.manual.pleaseSelect')} loading={years.isLoading} options={years.options} data-testid="manual-preMBAWorkingYearsKey" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}><CountedText name="preMBAWorkInformationCompnyNameCN" label={f('companyCN')} maxLength={200} limit={MANUAL_LIMITS.companyCN} required /></Col>
          <Col xs={24} md={12}><CountedText name="preMBAWorkInformationCompnyNameEN" label={f('companyEN')} maxLength={400} limit={MANUAL_LIMITS.companyEN} required /></Col>
          <Col xs={24} md={12}><CountedText name="preMBAWorkInformationPositionCN" label={f('positionCN')} maxLength={200} limit={MANUAL_LIMITS.positionCN} required /></Col>
          <Col xs={24} md={12}><CountedText name="preMBAWorkInformationPositionEN" label={f('positionEN')} maxLength={400} limit={MANUAL_LIMITS.positionEN} required /></Col>
        </Row>
      </ManualSection>
      <ManualSection id="achievements" title={t('resumes.manual.sections.achievements')} intro={t('resumes.manual.achievementsIntro')}>
        <Row gutter={24}>
          <Col xs={24} lg={12}>
            <CountedText name="preMBAWorkExperienceCN" label={f('workExperienceCN')} maxLength={500} rows={3} required />
            {[1, 2, 3].map((n) => <CountedText key={n} name={`achievementsCN${n}`} label={f('achievementCN', n)} maxLength={500} rows={2} required />)}
            <TotalCounter lang="cn" count={totals.cn} />
          </Col>
          <Col xs={24} lg={12}>
            <CountedText name="preMBAWorkExperienceEN" label={f('workExperienceEN')} maxLength={1000} rows={3} required />
            {[1, 2, 3].map((n) => <CountedText key={n} name={`achievementsEN${n}`} label={f('achievementEN', n)} maxLength={1000} rows={2} required />)}
            <TotalCounter lang="en" count={totals.en} />
          </Col>
        </Row>
      </ManualSection>
      <ManualSection id="career" title={t('resumes.manual.sections.career')}>
        <Row gutter={16}>
          <Col xs={24} md={12}><CareerMulti form={form} name="mbaCareerInterestIndustryKey" dictionary="MBACareerInterestIndustry" /></Col>
          <Col xs={24} md={12}><CareerMulti form={form} name="mbaCareerInterestFunctionKey" dictionary="MBACareerInterestFunction" /></Col>
        </Row>
      </ManualSection>
    </>
  );
}
