import { extracurricularEntrySchema, extracurricularViewSchema, groupMax, LIMITS } from '@portal/contracts';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { resumesApi } from '../../resumes.api.ts';
import { useEditor } from '../editor-context.ts';
import { FieldRow, MonthItem, TextItem } from '../entry-list.tsx';
import { fromMonth, text, toMonth } from '../form-issues.ts';
import { ListSection, type ListSectionConfig } from '../list-section.tsx';

type ExtracurricularView = z.infer<typeof extracurricularViewSchema>;
interface ExtracurricularForm {
  date: Dayjs | null; endDate: Dayjs | null; activitiesName: string; location: string; position: string; description: string;
}

const blank = (): ExtracurricularForm => ({ date: null, endDate: null, activitiesName: '', location: '', position: '', description: '' });

/** Extracurricular activities (type 2, RES-N06, V09): up to 3, every field but the end required. */
export function ExtracurricularSection() {
  const { t } = useTranslation();
  const { lang } = useEditor();
  const l = LIMITS[lang];
  const f = (k: string) => t(`resumes.editor.fields.${k}`);
  const labels = {
    date: f('startDate'), endDate: f('endDate'), activitiesName: f('activityName'), location: f('location'), position: f('role'), description: f('activityDescription'),
  };
  const max = groupMax('extracurricular', lang);
  const config: ListSectionConfig<ExtracurricularView, ExtracurricularForm> = {
    section: 'extracurricular',
    title: t('resumes.editor.sections.extracurricular'),
    entryName: t('resumes.editor.entry.extracurricular'),
    load: resumesApi.extracurricular,
    fromView: (v) => ({
      date: fromMonth(v.date), endDate: fromMonth(v.endDate), activitiesName: v.activitiesName, location: v.location, position: v.position, description: v.description,
    }),
    blank,
    toWire: (e) => ({
      date: toMonth(e.date), endDate: toMonth(e.endDate) || null, activitiesName: text(e.activitiesName), location: text(e.location),
      position: text(e.position), description: text(e.description),
    }),
    schema: z.array(extracurricularEntrySchema(lang)).max(max),
    labels,
    max,
    startWithOne: true,
    renderEntry: (name) => (
      <>
        <FieldRow>
          <MonthItem name={[name, 'date']} label={labels.date} required />
          <MonthItem name={[name, 'endDate']} label={labels.endDate} end />
          <TextItem name={[name, 'activitiesName']} label={labels.activitiesName} max={l.extraName} required />
          <TextItem name={[name, 'location']} label={labels.location} max={l.extraLocation} required />
          <TextItem name={[name, 'position']} label={labels.position} max={l.extraPosition} required />
        </FieldRow>
        <TextItem name={[name, 'description']} label={labels.description} max={l.extraDescription} required area />
      </>
    ),
  };
  return <ListSection config={config} send={resumesApi.saveExtracurricular} />;
}
