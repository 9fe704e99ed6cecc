import { practiceInputSchema, practicesInputSchema, profileDictionaries, profileLengths as L, profileListLimits as K, rangeIssue } from '@portal/contracts';
import type { Practice, PracticesInput } from '@portal/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkForm, DateField, dayOf, DictField, EntryList, FieldRow, SectionFrame, TextField, warnIssue, YesNoField } from './form-parts.tsx';
import type { SectionProps } from './section-props.ts';

const shape = practiceInputSchema.shape;
const blank = () => ({
  beginDate: null, endDate: null, companyName: '', enterprisePropertyKey: null, enterpriseIndustryKey: null, deptName: '', position: '', address: '', isContinueToEmploy: false,
});

/** practice-info (PROF-U09, N08, V08): internships, saved as one whole list (POST …/GetByStudentId, PROF-G07). */
export function PracticeInfoSection({ data, subject, readOnly, save, saving }: SectionProps<Practice[], PracticesInput>) {
  const { t } = useTranslation();
  const f = (key: string) => t(`profile.student.recruit.${key}`);
  const [form] = Form.useForm();

  const onSave = async () => {
    const v = form.getFieldsValue(true) as { dtoList: unknown[] };
    const body = await checkForm(form, practicesInputSchema, () => ({ dtoList: v.dtoList, studentId: subject.studentId }));
    if (!body || !save) return;
    const issue = rangeIssue(body.dtoList);
    if (issue) { warnIssue(issue); return; }
    await save(body);
  };

  return (
    <SectionFrame loading={false} failed={false} readOnly={readOnly} saving={saving} onSave={() => void onSave()} testId="profile-practice">
      <Form form={form} layout="vertical" name="profile-practice" disabled={readOnly} requiredMark={!readOnly} initialValues={{
        dtoList: data.map(({ beginDate, endDate, companyName, enterprisePropertyKey, enterpriseIndustryKey, deptName, position, address, isContinueToEmploy }) => ({
          beginDate: dayOf(beginDate), endDate: dayOf(endDate), companyName, enterprisePropertyKey, enterpriseIndustryKey, deptName, position, address, isContinueToEmploy,
        })),
      }}>
        <EntryList name="dtoList" max={K.internship} entryName={t('profile.student.practice.entry')} blank={blank} readOnly={readOnly} testId="profile-internship"
          renderEntry={(n) => (
            <FieldRow>
              <TextField name={[n, 'companyName']} label={f('companyName')} max={L.practiceCompany} schema={shape.companyName} required testId="profile-internship-company" />
              <DateField name={[n, 'beginDate']} label={f('beginDate')} required schema={shape.beginDate} testId="profile-internship-begin" />
              <DateField name={[n, 'endDate']} label={f('endDate')} />
              <TextField name={[n, 'deptName']} label={f('deptName')} max={L.practiceDept} schema={shape.deptName} />
              <TextField name={[n, 'position']} label={f('position')} max={L.practicePosition} schema={shape.position} testId="profile-internship-position" />
              <TextField name={[n, 'address']} label={f('address')} max={L.practiceAddress} schema={shape.address} />
              <DictField name={[n, 'enterprisePropertyKey']} label={f('enterpriseProperty')} type={profileDictionaries.enterpriseProperty} />
              <DictField name={[n, 'enterpriseIndustryKey']} label={f('enterpriseIndustry')} type={profileDictionaries.enterpriseIndustry} />
              <YesNoField name={[n, 'isContinueToEmploy']} label={t('profile.student.practice.isContinueToEmploy')} />
            </FieldRow>
          )} />
      </Form>
    </SectionFrame>
  );
}
