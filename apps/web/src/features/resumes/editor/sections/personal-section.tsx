import { resumePersonalSchema } from '@portal/contracts';
import type { FileRecord, PersonalView } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifyMessage } from '../../../../shared/feedback.ts';
import { UploadControl } from '../../../../shared/upload-control.tsx';
import { resumeKeys, resumesApi } from '../../resumes.api.ts';
import { useDictionaryOptions, useEditor } from '../editor-context.ts';
import { FieldRow } from '../entry-list.tsx';
import { showIssues, text } from '../form-issues.ts';
import { useSectionSave } from '../list-section.tsx';
import { SectionCard } from '../section-card.tsx';

interface PersonalForm {
  name: string; sex?: number; mobile: string; email: string; politicsStatusValue?: string; vxAccount: string; photo: FileRecord[];
}

const toForm = (v: PersonalView): PersonalForm => ({
  name: v.name, sex: v.sex ?? undefined, mobile: v.mobile, email: v.email, politicsStatusValue: v.politicsStatusValue || undefined, vxAccount: v.vxAccount,
  photo: v.photoFileId ? [{ id: v.photoFileId, fileName: v.photoFileName ?? '', fileUrl: v.photoFileUrl ?? '' }] : [],
});

/**
 * Personal info (RES-N02, V01, V02): filled from the student's record until first saved. Name, sex,
 * mobile and e-mail are required; the photo is a jpg or png of at most 2 MB.
 */
export function PersonalSection() {
  const { t } = useTranslation();
  const { id, lang, setDirty } = useEditor();
  const [form] = Form.useForm<PersonalForm>();
  const query = useQuery({ queryKey: resumeKeys.section(id, 'personal'), queryFn: () => resumesApi.personal(id) });
  const politics = useDictionaryOptions('HRPolitical');
  const { run, saving } = useSectionSave();
  const f = (k: string) => t(`resumes.editor.fields.${k}`);
  const labels = {
    name: f('name'), sex: f('sex'), mobile: f('mobile'), email: f('email'), politicsStatusValue: f('politics'), vxAccount: f('wechat'), photoFileId: f('photo'),
  };

  const onSave = () => {
    const v = form.getFieldsValue(true) as PersonalForm;
    const parsed = resumePersonalSchema.safeParse({
      name: text(v.name), sex: v.sex, mobile: text(v.mobile), email: text(v.email), politicsStatusValue: text(v.politicsStatusValue),
      vxAccount: text(v.vxAccount), photoFileId: v.photo?.[0]?.id ?? null,
    });
    if (!parsed.success) {
      showIssues(form, parsed.error.issues, ([field]) => {
        if (typeof field !== 'string') return null;
        return { name: [field === 'photoFileId' ? 'photo' : field], label: (labels as Record<string, string | undefined>)[field] ?? field };
      });
      notifyMessage('warning', t('resumes.editor.checkRequired'));
      return;
    }
    showIssues(form, [], () => null);
    void run(['personal'], () => resumesApi.savePersonal(id, parsed.data));
  };

  return (
    <SectionCard section="personal" title={t('resumes.editor.sections.personal')} loading={query.isLoading} failed={query.isError && !query.data} saving={saving} onSave={onSave}
      hint={query.data && !query.data.saved ? t('resumes.editor.personalFromRecord') : undefined}>
      {query.data ? (
        <Form form={form} name="resume-personal" layout="vertical" initialValues={toForm(query.data)} onValuesChange={() => setDirty('personal', true)}>
          <FieldRow>
            <Form.Item name="name" label={labels.name} required><Input maxLength={40} autoComplete="name" lang={lang === 'cn' ? 'zh' : 'en'} /></Form.Item>
            <Form.Item name="sex" label={labels.sex} required>
              <Radio.Group options={[{ value: 1, label: t('resumes.editor.sex.1') }, { value: 0, label: t('resumes.editor.sex.0') }]} />
            </Form.Item>
            <Form.Item name="mobile" label={labels.mobile} required><Input maxLength={21} autoComplete="tel" inputMode="tel" /></Form.Item>
            <Form.Item name="email" label={labels.email} required extra={t('resumes.editor.emailHint')}><Input maxLength={100} autoComplete="email" inputMode="email" /></Form.Item>
            <Form.Item name="politicsStatusValue" label={labels.politicsStatusValue}>
              <Select options={politics.options} loading={politics.loading} allowClear placeholder={t('resumes.editor.choose')} />
            </Form.Item>
            <Form.Item name="vxAccount" label={labels.vxAccount}><Input maxLength={40} /></Form.Item>
          </FieldRow>
          <Form.Item name="photo" label={labels.photoFileId} extra={t('resumes.editor.photoHint')}>
            <UploadControl use="photo" maxCount={1} data-testid="resume-photo-upload" />
          </Form.Item>
        </Form>
      ) : null}
    </SectionCard>
  );
}
