import { profileDictionaries, profileLengths as L, profileListLimits as K, profileSkillsInputSchema, softwareSkillInputSchema } from '@portal/contracts';
import type { ProfileSkillItem, ProfileSkills, ProfileSkillsInput } from '@portal/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkForm, DictField, EntryList, FieldRow, SectionFrame, TextField } from './form-parts.tsx';
import type { SectionProps } from './section-props.ts';

const scored = [
  { list: 'eList', code: 'e', max: K.language },
  { list: 'oList', code: 'o', max: K.certificate },
  { list: 'rList', code: 'r', max: K.subjectCompetition },
  { list: 'bList', code: 'b', max: K.businessCompetition },
] as const;
const plain = ({ name, scoreOrProficiencyDes }: ProfileSkillItem) => ({ name, scoreOrProficiencyDes });
const blank = () => ({ name: '', scoreOrProficiencyDes: '' });

/**
 * skill-info (PROF-U08, N07, V06, K01, K04): languages (E), certificates (O), subject (R) and
 * business (B) competitions with a score, and software (C) with a Proficiency level.
 */
export function SkillInfoSection({ data, subject, readOnly, save, saving }: SectionProps<ProfileSkills, ProfileSkillsInput>) {
  const { t } = useTranslation();
  const f = (key: string) => t(`profile.student.skill.${key}`);
  const [form] = Form.useForm();
  const itemShape = profileSkillsInputSchema.shape.eList.unwrap().element.shape;

  const onSave = async () => {
    const v = form.getFieldsValue(true) as Omit<ProfileSkillsInput, 'studentId'>;
    const body = await checkForm(form, profileSkillsInputSchema, () => ({ ...v, studentId: subject.studentId }));
    if (body && save) await save(body);
  };

  return (
    <SectionFrame loading={false} failed={false} readOnly={readOnly} saving={saving} onSave={() => void onSave()} testId="profile-skill">
      <Form form={form} layout="vertical" name="profile-skill" disabled={readOnly} requiredMark={!readOnly} initialValues={{
        eList: data.eList.map(plain), oList: data.oList.map(plain), rList: data.rList.map(plain), bList: data.bList.map(plain),
        cList: data.cList.map(({ name, proficiencyKey }) => ({ name, proficiencyKey })),
      }}>
        {scored.map(({ list, code, max }) => (
          <div key={list}>
            <h3 style={{ fontSize: 15, marginTop: 8 }}>{f(code)}</h3>
            <EntryList name={list} max={max} entryName={f(`${code}One`)} blank={blank} readOnly={readOnly} testId={`profile-skill-${code}`}
              renderEntry={(n) => (
                <FieldRow>
                  <TextField name={[n, 'name']} label={f('name')} max={L.skillName} schema={itemShape.name} required testId={`profile-skill-${code}-name`} />
                  <TextField name={[n, 'scoreOrProficiencyDes']} label={f('score')} max={L.skillScore} schema={itemShape.scoreOrProficiencyDes} />
                </FieldRow>
              )} />
          </div>
        ))}
        <h3 style={{ fontSize: 15, marginTop: 8 }}>{f('c')}</h3>
        <EntryList name="cList" max={K.software} entryName={f('cOne')} blank={() => ({ name: '', proficiencyKey: null })} readOnly={readOnly} testId="profile-skill-c"
          renderEntry={(n) => (
            <FieldRow>
              <TextField name={[n, 'name']} label={f('name')} max={L.skillName} schema={softwareSkillInputSchema.shape.name} required testId="profile-skill-c-name" />
              <DictField name={[n, 'proficiencyKey']} label={f('proficiency')} type={profileDictionaries.proficiency} required testId="profile-skill-c-level" />
            </FieldRow>
          )} />
      </Form>
    </SectionFrame>
  );
}
