import { coreCompetenceEntrySchema, groupMax, LIMITS, skillEntryViewSchema } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { resumesApi } from '../../resumes.api.ts';
import { useEditor } from '../editor-context.ts';
import { TextItem } from '../entry-list.tsx';
import { text } from '../form-issues.ts';
import { ListSection, type ListSectionConfig } from '../list-section.tsx';

type SkillEntryView = z.infer<typeof skillEntryViewSchema>;
interface CoreForm {
  content: string;
}

/** Core competence (type 3, RES-N08, V11): 1 to 3 lines, saved as skill entries of type 2. */
export function CoreCompetenceSection() {
  const { t } = useTranslation();
  const { lang } = useEditor();
  const labels = { content: t('resumes.editor.fields.coreContent') };
  const max = groupMax('coreCompetence', lang);
  const config: ListSectionConfig<SkillEntryView, CoreForm> = {
    section: 'coreCompetence',
    title: t('resumes.editor.sections.coreCompetence'),
    entryName: t('resumes.editor.entry.coreCompetence'),
    load: resumesApi.coreCompetence,
    fromView: (v) => ({ content: v.content }),
    blank: () => ({ content: '' }),
    toWire: (e) => ({ content: text(e.content) }),
    schema: z.array(coreCompetenceEntrySchema(lang)).min(1).max(max),
    labels,
    max,
    startWithOne: true,
    renderEntry: (name) => <TextItem name={[name, 'content']} label={labels.content} max={LIMITS[lang].core} required area />,
  };
  return <ListSection config={config} send={resumesApi.saveCoreCompetence} />;
}
