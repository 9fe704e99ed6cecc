import { manualMissing, manualProblems, manualSchemaOf, messageText, resumePdfSchema } from '@portal/contracts';
import type { ManualForm, ResumeStudentTypeCode } from '@portal/contracts';
import type { FormInstance } from 'antd';
import type { RefObject } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { confirmAsync, notifyError, notifyMessage, notifySuccess } from '../../../shared/feedback.ts';
import { isBizError } from '../../../shared/http-errors.ts';
import { messageLang } from '../../../shared/language.ts';
import { resumesApi, useResumeMutation } from '../resumes.api.ts';
import { EDU_GROUPS, formPathsOf, isChoiceField, toWire } from './manual-model.ts';
import type { ManualValues } from './manual-model.ts';

type Mode = 'save' | 'check' | 'submit';

/** What a refusal of the manual carries as data (README 'Manual'): its problems, or the fields submit misses. */
const refusedProblems = z.array(z.object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])), field: z.string() })).min(1);
const refusedFields = z.array(z.string()).min(1);
type FieldName = string | (string | number)[];
type Busy = 'save' | 'preview' | 'submit' | 'download' | null;

interface ManualActionsInput {
  id: number;
  type: ResumeStudentTypeCode;
  form: FormInstance<ManualValues>;
  domain: string;
  photoRef: RefObject<HTMLDivElement | null>;
  /** Whether the form holds changes the server has not seen; preview saves them first. */
  dirty: RefObject<boolean>;
  onSaved: (howComplete: number) => void;
}

const openFile = (url: string) => {
  window.open(url, '_blank', 'noopener');
};

/**
 * Save, preview, submit and download of the manual (RES-U04, V14, V22, S02, S07). Every action runs
 * the contracts' rules first and shows each problem's catalogue text at its field; submit also needs
 * every required field. The server applies the same rules again.
 */
export function useManualActions({ id, type, form, domain, photoRef, dirty, onSaved }: ManualActionsInput) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<Busy>(null);
  const marked = useRef<FieldName[]>([]);
  const saveCall = useResumeMutation(id, (module: ManualForm) => resumesApi.saveManual(type, id, module));
  const submitCall = useResumeMutation(id, () => resumesApi.submit(id));

  const missingText = (field: string) =>
    (field === 'photoFileId' ? t('resumes.manual.photoRequired') : isChoiceField(field) ? t('resumes.manual.pleaseSelect') : t('resumes.manual.required'));

  /** Shows each text at its field (the first in view) and says what stops the action; false when there is nothing to mark. */
  const mark = (entries: { field: string; text: string }[], warning: string | null): boolean => {
    const values = form.getFieldsValue(true);
    const errors = new Map<string, { name: FieldName; text: string }>();
    for (const e of entries) {
      for (const path of formPathsOf(e.field, values)) {
        if (!errors.has(String(path))) errors.set(String(path), { name: path, text: e.text });
      }
    }
    const list = [...errors.values()];
    if (list.length === 0) return false;
    form.setFields(list.map((e) => ({ name: e.name, errors: [e.text] })));
    marked.current = list.map((e) => e.name);
    if (list[0]) form.scrollToField(list[0].name, { block: 'center' });
    if (warning) notifyMessage('warning', warning);
    if (warning && entries.some((e) => e.field === EDU_GROUPS[0] && e.text === t('resumes.manual.required'))) notifyMessage('warning', t('resumes.manual.eduRequired'));
    return true;
  };

  /** The form as the rules read it, or null after marking what stops `mode`. */
  const collect = (mode: Mode): ManualForm | null => {
    form.setFields(marked.current.map((name) => ({ name, errors: [] })));
    marked.current = [];
    if (photoRef.current?.querySelector('.ant-upload-list-item-uploading')) {
      notifyMessage('warning', t('resumes.manual.waitUpload'));
      return null;
    }
    const parsed = manualSchemaOf(type).safeParse(toWire(form.getFieldsValue(true), domain));
    const warning = mode === 'submit' ? t('resumes.manual.checkRequired') : t('resumes.manual.fixProblems');
    if (!parsed.success) {
      const fields = parsed.error.issues.map((i) => String(i.path[0] ?? ''));
      mark(fields.map((field) => ({ field, text: field === 'email' ? t('resumes.manual.invalidEmail') : t('resumes.manual.invalidValue') })), warning);
      return null;
    }
    const entries = manualProblems(parsed.data).map((p) => ({ field: p.field, text: messageText(p.code, messageLang(), p.params) ?? p.code }));
    if (mode === 'submit') entries.push(...manualMissing(parsed.data).map((field) => ({ field, text: missingText(field) })));
    return mark(entries, warning) ? null : parsed.data;
  };

  /**
   * A refusal that names fields (the manual's rules 1110–1118 with their fields, or what submit
   * still misses, 161) marks them as the form's own check would; the caller shows the message.
   */
  const markRefusal = (err: unknown) => {
    if (!isBizError(err)) return;
    const problems = refusedProblems.safeParse(err.data);
    if (problems.success) mark(problems.data.map((p) => ({ field: p.field, text: messageText(p.code, messageLang(), p.params) ?? p.code })), null);
    const missing = refusedFields.safeParse(err.data);
    if (missing.success) mark(missing.data.map((field) => ({ field, text: missingText(field) })), null);
  };

  const store = async (data: ManualForm) => {
    const result = await saveCall.mutateAsync(data);
    dirty.current = false;
    onSaved(result.howComplete);
  };

  const run = async (what: Exclude<Busy, null>, body: () => Promise<void>, level: 'error' | 'warning' | 'info') => {
    setBusy(what);
    try {
      await body();
    } catch (err) {
      markRefusal(err);
      notifyError(err, level);
    } finally {
      setBusy(null);
    }
  };

  const save = () => {
    const data = collect('save');
    if (!data) return;
    void run('save', async () => {
      await store(data);
      notifySuccess(t('common.feedback.saved'));
    }, 'error');
  };

  /** RES-S07: a refusal that still carries a file (over one page, 160) shows its text and opens the file on OK. */
  const preview = () => {
    const data = collect('check');
    if (!data) return;
    void run('preview', async () => {
      if (dirty.current) await store(data);
      try {
        openFile((await resumesApi.preview(id)).fileUrl);
      } catch (err) {
        const file = isBizError(err) ? resumePdfSchema.safeParse(err.data) : null;
        if (!isBizError(err) || !file?.success) throw err;
        const ok = await confirmAsync({ title: t('resumes.manual.previewTitle'), content: err.message, okText: t('resumes.manual.actions.openAnyway'), cancelText: t('common.actions.cancel') });
        if (ok) openFile(file.data.fileUrl);
      }
    }, 'info');
  };

  /** RES-S02: the form is checked whole, saved, then submitted; the server may still refuse (161). */
  const submit = () => {
    const data = collect('submit');
    if (!data) return;
    void run('submit', async () => {
      await store(data);
      await submitCall.mutateAsync(undefined);
      notifySuccess(t('resumes.manual.submittedNotice'));
    }, 'warning');
  };

  const download = () => {
    if (!collect('check')) return;
    void run('download', async () => {
      openFile((await resumesApi.download(id)).fileUrl);
    }, 'info');
  };

  return { save, preview, submit, download, busy };
}
