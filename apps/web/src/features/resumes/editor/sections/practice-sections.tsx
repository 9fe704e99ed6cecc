import { activityPracticeEntrySchema, activityPracticeViewSchema, groupMax, LIMITS } from '@portal/contracts';
import type { ActivityPracticeEntry, JobEntry } from '@portal/contracts';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { notifyMessage } from '../../../../shared/feedback.ts';
import { resumesApi } from '../../resumes.api.ts';
import { useEditor } from '../editor-context.ts';
import { FieldRow, MonthItem, TextItem } from '../entry-list.tsx';
import { fromMonth, text, toMonth } from '../form-issues.ts';
import { ListCard, useListForm, useSectionSave, type ListSectionConfig } from '../list-section.tsx';
import { useJobConfig } from './job-entries.tsx';

type ActivityView = z.infer<typeof activityPracticeViewSchema>;
interface ActivityForm {
  startDate: Dayjs | null; endDate: Dayjs | null; address: string; name: string; description: string;
}

const blank = (): ActivityForm => ({ startDate: null, endDate: null, address: '', name: '', description: '' });
const filled = (s: string | null | undefined) => !!s && s.trim() !== '';
const fullJob = (e: JobEntry) => !!e.startDate && filled(e.company) && filled(e.position) && filled(e.location) && filled(e.jobDescription);
const fullActivity = (e: ActivityPracticeEntry) => !!e.startDate && filled(e.address) && filled(e.name) && filled(e.description);

/** Activity practice (type 1, RES-N05, V06): in Chinese nothing is required on its own. */
function useActivityConfig(): ListSectionConfig<ActivityView, ActivityForm> {
  const { t } = useTranslation();
  const { lang } = useEditor();
  const l = LIMITS[lang];
  const strict = lang === 'en';
  const f = (k: string) => t(`resumes.editor.fields.${k}`);
  const labels = { startDate: f('startDate'), endDate: f('endDate'), address: f('address'), name: f('activityName'), description: f('activityDescription') };
  const max = groupMax('activityPractice', lang);
  return {
    section: 'activityPractice',
    title: t('resumes.editor.sections.activityPractice'),
    entryName: t('resumes.editor.entry.activityPractice'),
    load: resumesApi.activityPractice,
    fromView: (v) => ({ startDate: fromMonth(v.startDate), endDate: fromMonth(v.endDate), address: v.address, name: v.name, description: v.description }),
    blank,
    toWire: (e) => ({
      startDate: toMonth(e.startDate) || (strict ? '' : null), endDate: toMonth(e.endDate) || null, address: text(e.address), name: text(e.name), description: text(e.description),
    }),
    schema: z.array(activityPracticeEntrySchema(lang)).max(max),
    labels,
    max,
    startWithOne: true,
    dropBlank: !strict,
    renderEntry: (name) => (
      <>
        <FieldRow>
          <MonthItem name={[name, 'startDate']} label={labels.startDate} required={strict} />
          <MonthItem name={[name, 'endDate']} label={labels.endDate} end />
          <TextItem name={[name, 'name']} label={labels.name} max={l.activityName} required={strict} />
          <TextItem name={[name, 'address']} label={labels.address} max={l.activityAddress} required={strict} />
        </FieldRow>
        <TextItem name={[name, 'description']} label={labels.description} max={l.activityDescription} required={strict} area />
      </>
    ),
  };
}

/**
 * Type 1's practice group (RES-V06, V07, S06): internships and activity practice, two cards scored as
 * one. Saving either checks both and saves both: in Chinese one fully filled entry between them is
 * needed, in English every entry is whole and each list has one.
 */
export function PracticeSections() {
  const { t } = useTranslation();
  const { id, lang } = useEditor();
  const jobConfig = useJobConfig(0);
  const activityConfig = useActivityConfig();
  const hint = t(lang === 'en' ? 'resumes.editor.practiceHintEn' : 'resumes.editor.practiceHint');
  const jobs = useListForm(jobConfig);
  const activities = useListForm(activityConfig);
  const { run, saving } = useSectionSave();

  const onSave = () => {
    const jobData = jobs.check() as JobEntry[] | null;
    const activityData = activities.check() as ActivityPracticeEntry[] | null;
    if (!jobData || !activityData) return;
    const enough = lang === 'en' ? jobData.length > 0 && activityData.length > 0 : jobData.some(fullJob) || activityData.some(fullActivity);
    if (!enough) {
      notifyMessage('info', hint);
      return;
    }
    void run(['internship', 'activityPractice'], async () => {
      await resumesApi.saveJobs(id, 0, jobData, false);
      await resumesApi.saveActivityPractice(id, activityData);
    });
  };

  return (
    <>
      <ListCard config={{ ...jobConfig, hint }} list={jobs} saving={saving} onSave={onSave} />
      <ListCard config={activityConfig} list={activities} saving={saving} onSave={onSave} />
    </>
  );
}
