import { degreeInputSchema, profileDictionaries, profileLengths as L } from '@portal/contracts';
import type { Degree } from '@portal/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { checkForm, DictField, FieldRow, SectionFrame, TextField } from './form-parts.tsx';
import type { SectionProps } from './section-props.ts';

export type DegreeBody = z.output<typeof degreeInputSchema>;
const shape = degreeInputSchema.shape;

/** degree (PROF-U05, V10): double degree, minor or change of major; created by POST while id is 0, else PUT (PROF-S01). */
export function DegreeSection({ data, subject, readOnly, save, saving }: SectionProps<Degree, DegreeBody>) {
  const { t } = useTranslation();
  const f = (key: string) => t(`profile.student.degree.${key}`);
  const [form] = Form.useForm<Pick<Degree, 'school' | 'college' | 'major' | 'studentDirectionKey'>>();

  const onSave = async () => {
    const v = form.getFieldsValue(true) as Record<string, unknown>;
    const body = await checkForm(form, degreeInputSchema, () => ({ ...v, id: data.id, studentId: subject.studentId }));
    if (body && save) await save(body);
  };

  return (
    <SectionFrame loading={false} failed={false} readOnly={readOnly} saving={saving} onSave={() => void onSave()} testId="profile-degree">
      <Form form={form} layout="vertical" name="profile-degree" disabled={readOnly} requiredMark={!readOnly}
        initialValues={{ school: data.school, college: data.college, major: data.major, studentDirectionKey: data.studentDirectionKey }}>
        <FieldRow>
          <DictField name={['studentDirectionKey']} label={f('studentDirection')} type={profileDictionaries.studentDirection} testId="profile-degree-direction" />
          <TextField name={['school']} label={f('school')} max={L.degreeSchool} schema={shape.school} testId="profile-degree-school" />
          <TextField name={['college']} label={f('college')} max={L.degreeCollege} schema={shape.college} />
          <TextField name={['major']} label={f('major')} max={L.degreeMajor} schema={shape.major} testId="profile-degree-major" />
        </FieldRow>
      </Form>
    </SectionFrame>
  );
}
