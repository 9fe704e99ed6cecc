import { doctoralExamOptions, paperInputSchema, profileLengths as L, profileListLimits as K, studyInputSchema } from '@portal/contracts';
import type { StudyInfo, StudyInput } from '@portal/contracts';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/language.ts';
import { visibilityOf } from '../profile-rules.ts';
import { checkForm, EntryList, FieldRow, MonthField, monthOf, RollField, SectionFrame, TextField } from './form-parts.tsx';
import type { SectionProps } from './section-props.ts';

const shape = studyInputSchema.shape;

/**
 * study-info (PROF-U07, N06, V07): expected completion, the doctoral qualification exam (doctoral
 * students), the programme from the roll (resume type 3, read-only), major and publications.
 */
export function StudyInfoSection({ data, subject, readOnly, save, saving }: SectionProps<StudyInfo, StudyInput>) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const f = (key: string) => t(`profile.student.study.${key}`);
  const [form] = Form.useForm();
  const show = visibilityOf(subject.kind, subject.resumeType);

  const onSave = async () => {
    const v = form.getFieldsValue(true) as Omit<StudyInput, 'studentId'>;
    const body = await checkForm(form, studyInputSchema, () => ({ ...v, studentId: subject.studentId }));
    if (body && save) await save(body);
  };

  return (
    <SectionFrame loading={false} failed={false} readOnly={readOnly} saving={saving} onSave={() => void onSave()} testId="profile-study">
      <Form form={form} layout="vertical" name="profile-study" disabled={readOnly} requiredMark={!readOnly} initialValues={{
        estimatedGraduationDate: monthOf(data.estimatedGraduationDate), doctoralQualificationExaminationKey: data.doctoralQualificationExaminationKey,
        major: data.major, dtoList: data.vDthesisList.map(({ name, magazineName }) => ({ name, magazineName })),
      }}>
        <FieldRow>
          <MonthField name={['estimatedGraduationDate']} label={f('estimatedGraduationDate')} testId="profile-study-graduation" />
          {show.transactionName ? <RollField label={f('transactionName')} value={data.transactionName} testId="profile-study-transaction" /> : null}
          <TextField name={['major']} label={f('major')} max={L.studyMajor} schema={shape.major} testId="profile-study-major" />
          {show.qualificationExam ? (
            <Form.Item name="doctoralQualificationExaminationKey" label={f('qualificationExam')}>
              <Select allowClear placeholder={t('profile.student.choose')} data-testid="profile-study-exam"
                options={doctoralExamOptions.map((o) => ({ value: o.key, label: lang === 'en-US' ? o.desEN : o.des }))} />
            </Form.Item>
          ) : null}
        </FieldRow>
        <h3 style={{ fontSize: 15, marginTop: 8 }}>{f('papers')}</h3>
        <EntryList name="dtoList" max={K.paper} entryName={f('paper')} blank={() => ({ name: '', magazineName: '' })} readOnly={readOnly} testId="profile-paper"
          renderEntry={(n) => (
            <FieldRow>
              <TextField name={[n, 'name']} label={f('paperName')} max={L.paperName} schema={paperInputSchema.shape.name} required testId="profile-paper-name" />
              <TextField name={[n, 'magazineName']} label={f('magazineName')} max={L.paperMagazine} schema={paperInputSchema.shape.magazineName} />
            </FieldRow>
          )} />
      </Form>
    </SectionFrame>
  );
}
