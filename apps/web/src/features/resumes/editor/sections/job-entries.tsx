import { groupMax, jobEntrySchema, LIMITS } from '@portal/contracts';
import type { JobView, ResumeSection } from '@portal/contracts';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { resumesApi } from '../../resumes.api.ts';
import { useEditor } from '../editor-context.ts';
import { FieldRow, MonthItem, TextItem } from '../entry-list.tsx';
import { fromMonth, text, toMonth } from '../form-issues.ts';
import { ListSection, type ListSectionConfig } from '../list-section.tsx';

export interface JobForm {
  startDate: Dayjs | null; endDate: Dayjs | null; company: string; position: string; location: string; jobDescription: string;
}

const blank = (): JobForm => ({ startDate: null, endDate: null, company: '', position: '', location: '', jobDescription: '' });

/** The words of the internship section by student type and language (RES-U02, U03). */
export function jobTitleKey(jobType: 0 | 1, type: number, lang: 'cn' | 'en'): string {
  if (jobType === 1) return 'work';
  if (type === 3) return 'mbaInternship';
  return lang === 'en' ? 'experience' : 'internship';
}

/**
 * Internships (jobType 0) and MBA work (jobType 1), RES-N04, V05, V08. Type 1's Chinese entries are
 * filled as a whole group (RES-V06): no field is required on its own and empty rows are dropped.
 */
export function useJobConfig(jobType: 0 | 1): ListSectionConfig<JobView, JobForm> {
  const { t } = useTranslation();
  const { lang, type } = useEditor();
  const l = LIMITS[lang];
  const strict = !(type === 1 && lang === 'cn');
  const f = (k: string) => t(`resumes.editor.fields.${k}`);
  const labels = {
    startDate: f('startDate'), endDate: f('endDate'), company: f('company'), position: f('position'), location: f('location'),
    jobDescription: jobType === 1 ? f('workDescription') : f('jobDescription'),
  };
  const section: ResumeSection = jobType === 1 ? 'work' : 'internship';
  const max = groupMax(jobType === 1 ? 'work' : 'internship', lang);
  const titleKey = jobTitleKey(jobType, type, lang);
  return {
    section,
    title: t(`resumes.editor.sections.${titleKey}`),
    entryName: t(`resumes.editor.entry.${titleKey}`),
    load: (id) => resumesApi.jobs(id, jobType),
    fromView: (v) => ({
      startDate: fromMonth(v.startDate), endDate: fromMonth(v.endDate), company: v.company, position: v.position, location: v.location, jobDescription: v.jobDescription,
    }),
    blank,
    toWire: (e) => ({
      startDate: toMonth(e.startDate) || (strict ? '' : null), endDate: toMonth(e.endDate) || null, company: text(e.company), position: text(e.position),
      location: text(e.location), jobDescription: text(e.jobDescription),
    }),
    schema: z.array(jobEntrySchema(lang, type, jobType)).max(max),
    labels,
    max,
    startWithOne: !(type === 3 && jobType === 0),
    dropBlank: !strict,
    renderEntry: (name) => (
      <>
        <FieldRow>
          <MonthItem name={[name, 'startDate']} label={labels.startDate} required={strict} />
          <MonthItem name={[name, 'endDate']} label={labels.endDate} end />
          <TextItem name={[name, 'company']} label={labels.company} max={l.company} required={strict} />
          <TextItem name={[name, 'position']} label={labels.position} max={l.position} required={strict} />
          <TextItem name={[name, 'location']} label={labels.location} max={l.location} required={strict} />
        </FieldRow>
        <TextItem name={[name, 'jobDescription']} label={labels.jobDescription} max={jobType === 1 ? l.workDescription : l.jobDescription} required={strict} area />
      </>
    ),
  };
}

/** The internship or work section of types 2 and 3, saved on its own (type 1's is in PracticeSections). */
export function JobSection({ jobType }: { jobType: 0 | 1 }) {
  const { id, type } = useEditor();
  const config = useJobConfig(jobType);
  return <ListSection config={config} send={(_, module) => resumesApi.saveJobs(id, jobType, module, type === 3)} />;
}
