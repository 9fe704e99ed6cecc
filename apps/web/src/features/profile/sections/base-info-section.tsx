import { baseInfoInputSchema, profileDictionaries, profileLengths } from '@portal/contracts';
import type { BaseInfo, BaseInfoValues } from '@portal/contracts';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePoliticalOptions } from '../profile.api.ts';
import { visibilityOf } from '../profile-rules.ts';
import { checkForm, DictField, FieldRow, RollField, SectionFrame, TextField } from './form-parts.tsx';
import type { SectionProps } from './section-props.ts';

type Values = Omit<BaseInfoValues, 'id' | 'studentId'>;
const shape = baseInfoInputSchema.shape;

/**
 * base-info (PROF-U02, V01, V02): the roll's name, gender, birth date and student number shown
 * disabled; contact, ID and political status; the parents unless resume type 3, marital status
 * only for type 3. Saved by POST while the record's id is 0, by PUT after (PROF-S01).
 */
export function BaseInfoSection({ data, subject, readOnly, save, saving }: SectionProps<BaseInfo, BaseInfoValues>) {
  const { t } = useTranslation();
  const f = (key: string) => t(`profile.student.base.${key}`);
  const [form] = Form.useForm<Values>();
  const political = usePoliticalOptions();
  const show = visibilityOf(subject.kind, subject.resumeType);
  const gender = data.gender === 'M' ? f('genderM') : data.gender === 'F' ? f('genderF') : data.gender;

  const onSave = async () => {
    const v = form.getFieldsValue(true) as Values;
    const body = await checkForm(form, baseInfoInputSchema, () => ({ ...v, id: data.id, studentId: subject.studentId }));
    if (body && save) await save(body);
  };

  return (
    <SectionFrame loading={false} failed={false} readOnly={readOnly} saving={saving} onSave={() => void onSave()} testId="profile-base">
      <Form form={form} layout="vertical" name="profile-base" disabled={readOnly} requiredMark={!readOnly} initialValues={{
        mobile: data.mobile ?? '', email: data.email ?? '', cardType: data.cardType, idCardNo: data.idCardNo,
        fatherOccupation: data.fatherOccupation, fathorEducationBackgroundKey: data.fathorEducationBackgroundKey,
        motherOccupation: data.motherOccupation, motherEducationBackgroundKey: data.motherEducationBackgroundKey,
        political: data.political, marriageStatusKey: data.marriageStatusKey,
      }}>
        <FieldRow>
          <RollField label={f('studentName')} value={data.studentName} testId="profile-base-name" />
          <RollField label={f('gender')} value={gender} testId="profile-base-gender" />
          <RollField label={f('birthDate')} value={data.birthDate?.slice(0, 10)} testId="profile-base-birth" />
          <RollField label={f('studentNum')} value={data.studentNum} testId="profile-base-number" />
        </FieldRow>
        <FieldRow>
          <TextField name={['mobile']} label={f('mobile')} max={profileLengths.mobile} schema={shape.mobile} required testId="profile-base-mobile" />
          <TextField name={['email']} label={f('email')} max={profileLengths.email} schema={shape.email} required testId="profile-base-email" />
          <Form.Item name="political" label={f('political')}>
            <Select allowClear loading={political.loading} options={political.options} placeholder={t('profile.student.choose')} data-testid="profile-base-political" />
          </Form.Item>
          <TextField name={['cardType']} label={f('cardType')} max={profileLengths.cardType} schema={shape.cardType} />
          <TextField name={['idCardNo']} label={f('idCardNo')} max={profileLengths.idCardNo} schema={shape.idCardNo} />
        </FieldRow>
        {show.parents ? (
          <FieldRow>
            <TextField name={['fatherOccupation']} label={f('fatherOccupation')} max={profileLengths.occupation} schema={shape.fatherOccupation} testId="profile-base-father" />
            <DictField name={['fathorEducationBackgroundKey']} label={f('fatherEducation')} type={profileDictionaries.educationBackground} />
            <TextField name={['motherOccupation']} label={f('motherOccupation')} max={profileLengths.occupation} schema={shape.motherOccupation} />
            <DictField name={['motherEducationBackgroundKey']} label={f('motherEducation')} type={profileDictionaries.educationBackground} />
          </FieldRow>
        ) : null}
        {show.maritalStatus ? (
          <FieldRow>
            {[<DictField key="m" name={['marriageStatusKey']} label={f('maritalStatus')} type={profileDictionaries.marriageStatus} testId="profile-base-marital" />]}
          </FieldRow>
        ) : null}
      </Form>
    </SectionFrame>
  );
}
