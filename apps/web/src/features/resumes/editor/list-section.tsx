import type { ResumeSection } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notifyError, notifyMessage, notifySuccess } from '../../../shared/feedback.ts';
import { resumeKeys, useResumeMutation } from '../resumes.api.ts';
import { useEditor } from './editor-context.ts';
import { EntryList } from './entry-list.tsx';
import { blankEntry, entryLocator, showIssues } from './form-issues.ts';
import { SectionCard } from './section-card.tsx';

/** One list section (education, internships, awards…): how it loads, shows, checks and saves. */
export interface ListSectionConfig<V, E extends object> {
  section: ResumeSection;
  title: string;
  hint?: ReactNode;
  /** What one entry is called ('Entry', 'Award'), for its group and the Add button. */
  entryName: string;
  load: (id: number) => Promise<V[]>;
  fromView: (v: V) => E;
  blank: () => E;
  toWire: (e: E) => Record<string, unknown>;
  /** The list schema the server saves with: the entry factory of resume-sections.ts, with the group limit. */
  schema: z.ZodType<unknown[], unknown>;
  labels: Record<string, string>;
  max: number;
  /** A section the resume needs starts with one empty entry to fill in; an optional one with none. */
  startWithOne: boolean;
  /** Type 1's Chinese practice: rows left wholly empty are dropped rather than saved. */
  dropBlank?: boolean;
  renderEntry: (name: number) => ReactNode;
}

interface ListFormValues<E> {
  entries: E[];
}

/** The form of a list section and its check; the entries are read once, so a refetch never overwrites typing. */
export function useListForm<V, E extends object>(config: ListSectionConfig<V, E>) {
  const { t } = useTranslation();
  const { id } = useEditor();
  const [form] = Form.useForm<ListFormValues<E>>();
  const query = useQuery({ queryKey: resumeKeys.section(id, config.section), queryFn: () => config.load(id) });

  const initial = (): ListFormValues<E> => {
    const saved = (query.data ?? []).map(config.fromView);
    return { entries: saved.length === 0 && config.startWithOne ? [config.blank()] : saved };
  };

  /** The entries as the server takes them, or null after showing what is wrong. */
  const check = (): unknown[] | null => {
    const rows = (form.getFieldValue('entries') as E[] | undefined) ?? [];
    const wire = rows.map(config.toWire);
    const kept = config.dropBlank ? wire.filter((e) => !blankEntry(e)) : wire;
    const parsed = config.schema.safeParse(kept);
    if (parsed.success) {
      showIssues(form, [], () => null);
      return parsed.data;
    }
    // Dropped rows shift the positions: map each issue back to the row it came from.
    const positions = wire.flatMap((e, i) => (config.dropBlank && blankEntry(e) ? [] : [i]));
    const locate = entryLocator(config.labels);
    const loose = showIssues(form, parsed.error.issues, (path) => {
      const [index, ...rest] = path;
      return typeof index === 'number' ? locate([positions[index] ?? index, ...rest]) : null;
    }, config.title);
    notifyMessage('warning', loose[0] ?? t('resumes.editor.checkRequired'));
    return null;
  };

  return { form, query, initial, check };
}

/** A list section's card: the form built from the saved entries once they are there. */
export function ListCard<V, E extends object>({ config, list, saving, onSave }: {
  config: ListSectionConfig<V, E>;
  list: ReturnType<typeof useListForm<V, E>>;
  saving: boolean;
  onSave: () => void;
}) {
  const { setDirty } = useEditor();
  const { query, form } = list;
  return (
    <SectionCard section={config.section} title={config.title} hint={config.hint} loading={query.isLoading} failed={query.isError && !query.data} saving={saving} onSave={onSave}>
      <Form form={form} name={`resume-${config.section}`} layout="vertical" initialValues={list.initial()} onValuesChange={() => setDirty(config.section, true)}>
        <EntryList name="entries" max={config.max} blank={config.blank} addLabel={config.entryName} testId={`resume-${config.section}`}
          entryLabel={(n) => `${config.entryName} ${n}`} renderEntry={config.renderEntry} />
      </Form>
    </SectionCard>
  );
}

/** Saves one or more sections in order, then says so; a refusal (120–131, 90003, 1103) is shown as the server worded it. */
export function useSectionSave() {
  const { t } = useTranslation();
  const { id, setDirty } = useEditor();
  const mutation = useResumeMutation(id, (send: () => Promise<unknown>) => send());
  const run = async (sections: ResumeSection[], send: () => Promise<unknown>): Promise<boolean> => {
    try {
      await mutation.mutateAsync(send);
      for (const s of sections) setDirty(s, false);
      notifySuccess(t('common.feedback.saved'));
      return true;
    } catch (err) {
      notifyError(err);
      return false;
    }
  };
  return { run, saving: mutation.isPending };
}

/** A list section saved by its own call. */
export function ListSection<V, E extends object>({ config, send }: { config: ListSectionConfig<V, E>; send: (id: number, module: unknown[]) => Promise<unknown> }) {
  const { id } = useEditor();
  const list = useListForm(config);
  const { run, saving } = useSectionSave();
  const onSave = () => {
    const data = list.check();
    if (data) void run([config.section], () => send(id, data));
  };
  return <ListCard config={config} list={list} saving={saving} onSave={onSave} />;
}
