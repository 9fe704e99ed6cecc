import { educationEntrySchema, groupMax, LIMITS } from '@portal/contracts';
import type { EducationView } from '@portal/contracts';
import { Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { resumesApi } from '../../resumes.api.ts';
import { useDictionaryOptions, useEditor } from '../editor-context.ts';
import { FieldRow, MonthItem, TextItem } from '../entry-list.tsx';
import { fromMonth, text, toMonth } from '../form-issues.ts';
import { ListSection, type ListSectionConfig } from '../list-section.tsx';

interface EducationForm {
  startDate: Dayjs | null; endDate: Dayjs | null; school: string; college: string; location: string; major: string;
  degreeValue?: string; vdResumeEduInfoTypeValue?: string; scholarship: string;
}

const blank = (): EducationForm => ({ startDate: null, endDate: null, school: '', college: '', location: '', major: '', scholarship: '' });

/** Education (RES-N03, V04): 1 to 4 entries; the English form does not ask for the college. */
export function EducationSection() {
  const { t } = useTranslation();
  const { lang } = useEditor();
  const degrees = useDictionaryOptions('VDResumeEduInfoDegree');
  const types = useDictionaryOptions('VDResumeEduInfoType');
  const l = LIMITS[lang];
  const f = (k: string) => t(`resumes.editor.fields.${k}`);
  const labels = {
    startDate: f('startDate'), endDate: f('endDate'), school: f('school'), college: f('college'), location: f('location'), major: f('major'),
    degreeValue: f('degree'), vdResumeEduInfoTypeValue: f('eduType'), scholarship: f('scholarship'),
  };
  const max = groupMax('education', lang);
  const config: ListSectionConfig<EducationView, EducationForm> = {
    section: 'education',
    title: t('resumes.editor.sections.education'),
    entryName: t('resumes.editor.entry.education'),
    load: resumesApi.education,
    fromView: (v) => ({
      startDate: fromMonth(v.startDate), endDate: fromMonth(v.endDate), school: v.school, college: v.college, location: v.location, major: v.major,
      degreeValue: v.degreeValue || undefined, vdResumeEduInfoTypeValue: v.vdResumeEduInfoTypeValue || undefined, scholarship: v.scholarship,
    }),
    blank,
    toWire: (e) => ({
      startDate: toMonth(e.startDate), endDate: toMonth(e.endDate) || null, school: text(e.school), college: text(e.college), location: text(e.location),
      major: text(e.major), degreeValue: text(e.degreeValue), vdResumeEduInfoTypeValue: text(e.vdResumeEduInfoTypeValue), scholarship: text(e.scholarship),
    }),
    schema: z.array(educationEntrySchema(lang)).min(1).max(max),
    labels,
    max,
    startWithOne: true,
    renderEntry: (name) => (
      <>
        <FieldRow>
          <MonthItem name={[name, 'startDate']} label={labels.startDate} required />
          <MonthItem name={[name, 'endDate']} label={labels.endDate} end />
          <TextItem name={[name, 'school']} label={labels.school} max={l.school} required />
          <TextItem name={[name, 'college']} label={labels.college} max={l.college} required={lang === 'cn'} />
          <TextItem name={[name, 'location']} label={labels.location} max={l.location} required />
          <TextItem name={[name, 'major']} label={labels.major} max={l.major} required />
          <Form.Item name={[name, 'degreeValue']} label={labels.degreeValue} required>
            <Select options={degrees.options} loading={degrees.loading} allowClear placeholder={t('resumes.editor.choose')} />
          </Form.Item>
          <Form.Item name={[name, 'vdResumeEduInfoTypeValue']} label={labels.vdResumeEduInfoTypeValue}>
            <Select options={types.options} loading={types.loading} allowClear placeholder={t('resumes.editor.choose')} />
          </Form.Item>
        </FieldRow>
        <TextItem name={[name, 'scholarship']} label={labels.scholarship} max={l.scholarship} area />
      </>
    ),
  };
  return <ListSection config={config} send={resumesApi.saveEducation} />;
}
