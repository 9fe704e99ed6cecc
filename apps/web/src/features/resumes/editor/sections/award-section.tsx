import { awardEntrySchema, awardViewSchema, groupMax, LIMITS } from '@portal/contracts';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { resumesApi } from '../../resumes.api.ts';
import { useEditor } from '../editor-context.ts';
import { FieldRow, MonthItem, TextItem } from '../entry-list.tsx';
import { fromMonth, text, toMonth } from '../form-issues.ts';
import { ListSection, type ListSectionConfig } from '../list-section.tsx';

type AwardView = z.infer<typeof awardViewSchema>;
interface AwardForm {
  date: Dayjs | null; name: string; memo: string;
}

const blank = (): AwardForm => ({ date: null, name: '', memo: '' });

/** Awards and certificates (type 1, RES-N07, V10): a month, a name and a note; both lists are optional. */
export function AwardSection({ kind }: { kind: 'award' | 'certificate' }) {
  const { t } = useTranslation();
  const { lang } = useEditor();
  const l = LIMITS[lang];
  const f = (k: string) => t(`resumes.editor.fields.${k}`);
  const labels = { date: f('date'), name: kind === 'award' ? f('awardName') : f('certificateName'), memo: f('memo') };
  const max = groupMax(kind, lang);
  const config: ListSectionConfig<AwardView, AwardForm> = {
    section: kind,
    title: t(`resumes.editor.sections.${kind}`),
    entryName: t(`resumes.editor.entry.${kind}`),
    load: kind === 'award' ? resumesApi.awards : resumesApi.certificates,
    fromView: (v) => ({ date: fromMonth(v.date), name: v.name, memo: v.memo }),
    blank,
    toWire: (e) => ({ date: toMonth(e.date), name: text(e.name), memo: text(e.memo) }),
    schema: z.array(awardEntrySchema(lang)).max(max),
    labels,
    max,
    startWithOne: false,
    renderEntry: (name) => (
      <FieldRow>
        <MonthItem name={[name, 'date']} label={labels.date} required />
        <TextItem name={[name, 'name']} label={labels.name} max={l.awardName} required />
        <TextItem name={[name, 'memo']} label={labels.memo} max={l.awardMemo} />
      </FieldRow>
    ),
  };
  return <ListSection config={config} send={kind === 'award' ? resumesApi.saveAwards : resumesApi.saveCertificates} />;
}
