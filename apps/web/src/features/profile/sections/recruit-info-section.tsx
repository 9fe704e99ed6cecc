import {
  otherEduInputSchema, profileDictionaries, profileLengths as L, profileLimits, profileListLimits, recruitInputSchema, recruitIssue, workInfoInputSchema,
} from '@portal/contracts';
import type { RecruitInfo, RecruitInput } from '@portal/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/language.ts';
import { listAfterToggle, visibilityOf } from '../profile-rules.ts';
import {
  checkForm, DateField, dayOf, DictField, EntryList, FieldRow, NumberField, RollField, SectionFrame, TextField, warnIssue, YesNoField,
} from './form-parts.tsx';
import type { SectionProps } from './section-props.ts';

type Values = Omit<RecruitInput, 'id' | 'studentId'>;
const shape = recruitInputSchema.shape;
const work = workInfoInputSchema.shape;
const edu = otherEduInputSchema.shape;

const blankWork = () => ({ companyName: '', deptName: '', position: '', address: '', annualSalary: '', workDuration: null, beginDate: null, endDate: null });
const blankEdu = () => ({ college: '', entranceWayKey: null, major: '', degree: '' });

/** The form's starting values: the saved record as the body writes it. */
function initialOf(d: RecruitInfo): Values {
  const { id: _id, studentId: _s, studentClass: _c, studentClassEN: _ce, studentKind: _k, workInfos, otherEdus, ...rest } = d;
  return {
    ...rest,
    workInfos: workInfos.map(({ id: _w, enterprisePropertyDes: _a, enterprisePropertyDesEN: _b, enterpriseIndustryDes: _x, enterpriseIndustryDesEN: _y, ...w }) => ({ ...w, beginDate: dayOf(w.beginDate), endDate: dayOf(w.endDate) })),
    otherEdus: otherEdus.map(({ id: _e, entranceWayDes: _a, entranceWayDesEN: _b, ...e }) => e),
  };
}

/**
 * recruit-info (PROF-U03, V03, V04, S02): the class from the roll; gaoKao scores and the sports
 * exemption for undergraduates; the graduate entry, work and other-education groups for everyone
 * else, with the doctoral entry for doctoral students. Answering No to a group empties its list.
 */
export function RecruitInfoSection({ data, subject, readOnly, save, saving }: SectionProps<RecruitInfo, RecruitInput>) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const f = (key: string) => t(`profile.student.recruit.${key}`);
  const [form] = Form.useForm<Values>();
  // The server tells the kind it stores by (recruit answers carry it): the same on the staff view.
  const kind = data.studentKind;
  const show = visibilityOf(kind, subject.resumeType);
  const sport = Form.useWatch('isGoodAtSport', form) as boolean | null | undefined;
  const worked = Form.useWatch('isWorked', form) as boolean | null | undefined;
  const otherEdu = Form.useWatch('isHaveOtherEdu', form) as boolean | null | undefined;

  const toggle = (field: 'workInfos' | 'otherEdus', blank: () => object) => (answer: boolean) => {
    const list = (form.getFieldValue(field) as object[] | undefined) ?? [];
    const next = listAfterToggle(answer, list);
    form.setFieldValue(field, answer && next.length === 0 ? [blank()] : next);
  };

  const onSave = async () => {
    const v = form.getFieldsValue(true) as Values;
    const body = await checkForm(form, recruitInputSchema, () => ({ ...v, id: data.id, studentId: subject.studentId }));
    if (!body || !save) return;
    const issue = recruitIssue(body, kind);
    if (issue) { warnIssue(issue); return; }
    await save(body);
  };

  return (
    <SectionFrame loading={false} failed={false} readOnly={readOnly} saving={saving} onSave={() => void onSave()} testId="profile-recruit">
      <Form form={form} layout="vertical" name="profile-recruit" disabled={readOnly} requiredMark={!readOnly} initialValues={initialOf(data)}>
        <FieldRow>
          <RollField label={f('studentClass')} value={lang === 'en-US' ? data.studentClassEN ?? data.studentClass : data.studentClass} testId="profile-recruit-class" />
          <TextField name={['studentProvince']} label={f('studentProvince')} max={L.province} schema={shape.studentProvince} testId="profile-recruit-province" />
          <TextField name={['ethnicGroups']} label={f('ethnicGroups')} max={L.ethnicGroup} schema={shape.ethnicGroups} />
        </FieldRow>
        {show.gaoKao ? (
          <>
            <FieldRow>
              <NumberField name={['gaoKaoPoint']} label={f('gaoKaoPoint')} max={100_000} />
              <NumberField name={['totalPoints']} label={f('totalPoints')} max={100_000} />
              <NumberField name={['provinceRanking']} label={f('provinceRanking')} max={10_000_000} />
              <NumberField name={['cityRanking']} label={f('cityRanking')} max={10_000_000} />
              <DictField name={['liberalOrScienceKey']} label={f('liberalOrScience')} type={profileDictionaries.liberalAndScience} />
              <YesNoField name={['isGoodAtSport']} label={f('isGoodAtSport')} testId="profile-recruit-sport" />
            </FieldRow>
            {sport ? <TextField name={['goodAtSportReason']} label={f('goodAtSportReason')} max={L.goodAtSportReason} schema={shape.goodAtSportReason} /> : null}
          </>
        ) : null}
        {show.graduateEntry ? (
          <>
            <FieldRow>
              <DictField name={['entranceWayKey1']} label={f('entranceWay1')} type={profileDictionaries.entranceWay} />
              <TextField name={['baccalaureateCollege']} label={f('baccalaureateCollege')} max={L.school} schema={shape.baccalaureateCollege} testId="profile-recruit-college" />
              <TextField name={['major1']} label={f('major1')} max={L.recruitMajor} schema={shape.major1} />
              <TextField name={['degree1']} label={f('degree1')} max={L.recruitDegree} schema={shape.degree1} />
            </FieldRow>
            {show.doctoralEntry ? (
              <FieldRow>
                <TextField name={['masterSchool']} label={f('masterSchool')} max={L.school} schema={shape.masterSchool} testId="profile-recruit-master" />
                <TextField name={['major2']} label={f('major2')} max={L.recruitMajor} schema={shape.major2} />
                <TextField name={['degree2']} label={f('degree2')} max={L.recruitDegree} schema={shape.degree2} />
                <DictField name={['entranceWayKey2']} label={f('entranceWay2')} type={profileDictionaries.entranceWay} />
                <TextField name={['doctorCollege']} label={f('doctorCollege')} max={L.school} schema={shape.doctorCollege} />
                <DictField name={['entranceWayKey3']} label={f('entranceWay3')} type={profileDictionaries.entranceWayDoctor} />
              </FieldRow>
            ) : null}
            <YesNoField name={['isWorked']} label={f('isWorked')} required onChange={toggle('workInfos', blankWork)} testId="profile-recruit-worked" />
            {worked ? (
              <EntryList name="workInfos" max={profileListLimits.work} entryName={f('work')} blank={blankWork} readOnly={readOnly} testId="profile-work"
                renderEntry={(n) => (
                  <FieldRow>
                    <TextField name={[n, 'companyName']} label={f('companyName')} max={L.workCompany} schema={work.companyName} required testId="profile-work-company" />
                    <TextField name={[n, 'deptName']} label={f('deptName')} max={L.workDept} schema={work.deptName} />
                    <TextField name={[n, 'position']} label={f('position')} max={L.workPosition} schema={work.position} />
                    <NumberField name={[n, 'workDuration']} label={f('workDuration')} max={profileLimits.workDurationMax} />
                    <DateField name={[n, 'beginDate']} label={f('beginDate')} />
                    <DateField name={[n, 'endDate']} label={f('endDate')} />
                    <TextField name={[n, 'address']} label={f('address')} max={L.workAddress} schema={work.address} />
                    <DictField name={[n, 'enterprisePropertyKey']} label={f('enterpriseProperty')} type={profileDictionaries.enterpriseProperty} />
                    <DictField name={[n, 'enterpriseIndustryKey']} label={f('enterpriseIndustry')} type={profileDictionaries.enterpriseIndustry} />
                    <TextField name={[n, 'annualSalary']} label={f('annualSalary')} max={L.annualSalary} schema={work.annualSalary} />
                  </FieldRow>
                )} />
            ) : null}
            <YesNoField name={['isHaveOtherEdu']} label={f('isHaveOtherEdu')} required onChange={toggle('otherEdus', blankEdu)} testId="profile-recruit-other" />
            {otherEdu ? (
              <EntryList name="otherEdus" max={profileListLimits.otherEdu} entryName={f('otherEdu')} blank={blankEdu} readOnly={readOnly} testId="profile-edu"
                renderEntry={(n) => (
                  <FieldRow>
                    <TextField name={[n, 'college']} label={f('college')} max={L.otherEduCollege} schema={edu.college} required testId="profile-edu-college" />
                    <DictField name={[n, 'entranceWayKey']} label={f('entranceWay')} type={profileDictionaries.entranceWayOtherEdu} />
                    <TextField name={[n, 'major']} label={f('major')} max={L.recruitMajor} schema={edu.major} />
                    <TextField name={[n, 'degree']} label={f('degree')} max={L.recruitDegree} schema={edu.degree} />
                  </FieldRow>
                )} />
            ) : null}
          </>
        ) : null}
      </Form>
    </SectionFrame>
  );
}
