import { ddLanguageSchema, type DdLanguageInfo } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Divider, Form, Input, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ddApi, ddKeys } from '../../dd.api.ts';
import { checkStep, str } from '../form-check.ts';
import { StepFooter } from './step-footer.tsx';
import type { StepProps } from './step-props.ts';
import { useStepSave } from './use-step-save.ts';

type Field = keyof DdLanguageInfo;

/** The tests and their fields, in the order of the applicant detail (MOB-N08); exported for the detail page. */
export const languageGroups: { key: string; fields: Field[] }[] = [
  { key: 'gmat', fields: ['gmatVerbal', 'gmatQuantitative', 'gmatAnalyticalWriting', 'gmatTotal', 'gmatTestDate', 'gmatRegistrationNumber'] },
  { key: 'gmatFocus', fields: ['gmatFocusEditionTotal', 'gmatFocusEditionVerbal', 'gmatFocusEditionQuantitative', 'gmatFocusEditionDataInsights'] },
  { key: 'gre', fields: ['greTotal', 'verbalReasoning', 'quantitativeReasoning', 'analyticalWriting', 'greTestDate', 'greRegistrationNumber'] },
  {
    key: 'toefl',
    fields: ['toefLscoresListening', 'toefLscoresSpeaking', 'toefLscoresReading', 'toefLscoresTWE', 'toefLscoresOverallBandScore', 'toeflTestDate', 'toeflRegistrationNumber'],
  },
  {
    key: 'ielts',
    fields: ['ieltSscoresListening', 'ieltSscoresSpeaking', 'ieltSscoresReading', 'ieltSscoresWriting', 'ieltSscoresOverallBandScore', 'ieltsTestDate', 'ieltsRegistrationNumber'],
  },
];
const allFields: Field[] = [...languageGroups.flatMap((g) => g.fields), 'otherLanguages', 'undergraduateAcademicPerformance'];

/** Step 4, Language and academic performance (MOB-V08): scores optional, the undergraduate GPA required. */
export function LanguageStep({ signupId, manageId, onPrev, onSaved }: StepProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Partial<DdLanguageInfo>>();
  const data = useQuery({ queryKey: ddKeys.step(3, signupId), queryFn: () => ddApi.language(signupId) });
  const save = useStepSave(ddApi.saveLanguage, () => onSaved());
  const label = (k: string) => t(`doubleDegree.student.language.${k}`);
  const submit = async () => {
    const v = form.getFieldsValue(true) as Partial<DdLanguageInfo>;
    const info = Object.fromEntries(allFields.map((f) => [f, str(v[f])]));
    const checked = checkStep(form, ddLanguageSchema, { ddSingupStudentId: signupId, ddApplyManageId: manageId, saveDDLanguageProficiencyInfo: info },
      (path) => (typeof path[1] === 'string' ? { name: [path[1]], label: label(path[1]) } : null));
    await save.run(checked);
  };
  if (data.isPending) return <Skeleton active />;
  if (data.isError) return null;
  return (
    <Form form={form} layout="vertical" initialValues={data.data.saveDDLanguageProficiencyInfo ?? {}} data-testid="dd-language-form">
      {languageGroups.map((g) => (
        <div key={g.key}>
          <Divider titlePlacement="start">{label(`groups.${g.key}`)}</Divider>
          <Row gutter={16}>
            {g.fields.map((f) => (
              <Col key={f} xs={24} sm={12} md={6}>
                <Form.Item name={f} label={label(f)}>
                  <Input maxLength={f.endsWith('RegistrationNumber') ? 50 : 20} placeholder={f.endsWith('TestDate') ? 'YYYY-MM-DD' : undefined} data-testid={`dd-lang-${f}`} />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </div>
      ))}
      <Divider />
      <Form.Item name="otherLanguages" label={label('otherLanguages')}><Input.TextArea rows={2} maxLength={2000} data-testid="dd-lang-other" /></Form.Item>
      <Form.Item name="undergraduateAcademicPerformance" label={label('undergraduateAcademicPerformance')} required>
        <Input.TextArea rows={2} maxLength={2000} data-testid="dd-lang-gpa" />
      </Form.Item>
      <StepFooter saving={save.saving} onPrev={onPrev} onSave={() => void submit()} />
    </Form>
  );
}
