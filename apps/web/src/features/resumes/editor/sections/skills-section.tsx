import { EXAM_TYPES, groupMax, LIMITS, skillsSchema } from '@portal/contracts';
import type { SkillsView } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifyMessage } from '../../../../shared/feedback.ts';
import { resumeKeys, resumesApi } from '../../resumes.api.ts';
import { useDictionaryOptions, useEditor } from '../editor-context.ts';
import { EntryList, FieldRow, TextItem } from '../entry-list.tsx';
import { showIssues } from '../form-issues.ts';
import { useSectionSave } from '../list-section.tsx';
import { SectionCard } from '../section-card.tsx';
import { skillsFormOf, skillsWireOf, type SkillsForm } from './skills-wire.ts';

/**
 * Skills and interests (RES-N09, V12): languages, exams with scores, HSK results, other languages,
 * software (entry type 0) and hobbies (type 1), all saved by one call.
 */
export function SkillsSection() {
  const { t } = useTranslation();
  const { id, lang, setDirty } = useEditor();
  const [form] = Form.useForm<SkillsForm>();
  const query = useQuery({ queryKey: resumeKeys.section(id, 'skills'), queryFn: () => resumesApi.skills(id) });
  const proficiency = useDictionaryOptions('Proficiency');
  const englishLevel = useDictionaryOptions('EnglishLevel');
  const { run, saving } = useSectionSave();
  const l = LIMITS[lang];
  const f = (k: string) => t(`resumes.editor.fields.${k}`);
  const labels = {
    nativeLanguage: f('nativeLanguage'), proficiencyValue: f('englishProficiency'), englishLevelValue: f('englishLevel'), hskProficiencyValue: f('hskLevel'),
    examName: f('hskExam'), examPoint: f('hskScore'), name: f('languageName'), content: f('content'),
  };
  const labelOf = (k: string) => (labels as Record<string, string | undefined>)[k] ?? k;
  const select = (options: { value: string; label: string }[], loading: boolean) => (
    <Select options={options} loading={loading} allowClear placeholder={t('resumes.editor.choose')} />
  );

  const onSave = () => {
    const v = form.getFieldsValue(true) as SkillsForm;
    const { check, module } = skillsWireOf(v);
    const parsed = skillsSchema(lang).safeParse(check);
    if (!parsed.success) {
      const taken = check.exams.map((e) => e.examType);
      showIssues(form, parsed.error.issues, (path) => {
        const [field, index, sub] = path;
        if (field === 'exams' && typeof index === 'number') {
          const exam = taken[index] ?? '';
          return { name: ['exams', exam, 'point'], label: t('resumes.editor.fields.examScore', { exam }) };
        }
        if (typeof field !== 'string') return null;
        if (typeof index === 'number' && typeof sub === 'string') {
          const list = field === 'software' ? 'software' : field === 'hobbies' ? 'hobby' : field;
          return { name: [field, index, sub], label: `${t(`resumes.editor.entry.${list}`)} ${index + 1} · ${labelOf(sub)}` };
        }
        return { name: [field], label: labelOf(field) };
      });
      notifyMessage('warning', t('resumes.editor.checkRequired'));
      return;
    }
    showIssues(form, [], () => null);
    void run(['skills'], () => resumesApi.saveSkills(id, module));
  };

  return (
    <SectionCard section="skills" title={t('resumes.editor.sections.skills')} loading={query.isLoading} failed={query.isError && !query.data} saving={saving} onSave={onSave}>
      {query.data ? (
        <Form form={form} name="resume-skills" layout="vertical" initialValues={skillsFormOf(query.data as SkillsView)} onValuesChange={() => setDirty('skills', true)}>
          <FieldRow>
            <TextItem name={['nativeLanguage']} label={labels.nativeLanguage} max={20} required />
            <Form.Item name="proficiencyValue" label={labels.proficiencyValue}>{select(proficiency.options, proficiency.loading)}</Form.Item>
            <Form.Item name="englishLevelValue" label={labels.englishLevelValue}>{select(englishLevel.options, englishLevel.loading)}</Form.Item>
            <Form.Item name="hskProficiencyValue" label={labels.hskProficiencyValue}>{select(proficiency.options, proficiency.loading)}</Form.Item>
          </FieldRow>
          <fieldset style={{ border: 0, padding: 0, margin: '0 0 8px' }}>
            <legend style={{ fontSize: 14, marginBottom: 8, color: 'inherit', border: 0 }}>{f('exams')}</legend>
            <Row gutter={12}>
              {EXAM_TYPES.map((exam) => (
                <Col key={exam} xs={12} md={8} xl={4}>
                  <Form.Item name={['exams', exam, 'taken']} valuePropName="checked" style={{ marginBottom: 4 }}>
                    <Checkbox data-testid={`resume-exam-${exam}`}>{exam}</Checkbox>
                  </Form.Item>
                  {/* The score follows its box from the first render: Form.useWatch is empty until after it,
                      so a taken exam's score showed disabled and then faded in (axe caught the fade). */}
                  <Form.Item noStyle dependencies={[['exams', exam, 'taken']]}>
                    {({ getFieldValue }) => (
                      <Form.Item name={['exams', exam, 'point']} label={t('resumes.editor.fields.examScore', { exam })}>
                        <Input maxLength={15} disabled={getFieldValue(['exams', exam, 'taken']) !== true} data-testid={`resume-exam-${exam}-score`} />
                      </Form.Item>
                    )}
                  </Form.Item>
                </Col>
              ))}
            </Row>
          </fieldset>
          <EntryList name="hskList" max={groupMax('hsk', lang)} blank={() => ({ examName: '', examPoint: '' })} addLabel={t('resumes.editor.entry.hskList')} testId="resume-hsk"
            entryLabel={(n) => `${t('resumes.editor.entry.hskList')} ${n}`} renderEntry={(name) => (
              <FieldRow>
                <TextItem name={[name, 'examName']} label={labels.examName} max={15} required />
                <TextItem name={[name, 'examPoint']} label={labels.examPoint} max={15} required />
              </FieldRow>
            )} />
          <EntryList name="otherLanguages" max={groupMax('otherLanguage', lang)} blank={() => ({ name: '' })} addLabel={t('resumes.editor.entry.otherLanguages')} testId="resume-language"
            entryLabel={(n) => `${t('resumes.editor.entry.otherLanguages')} ${n}`} renderEntry={(name) => (
              <FieldRow>
                <TextItem name={[name, 'name']} label={labels.name} max={l.language} required />
                <Form.Item name={[name, 'proficiencyValue']} label={f('proficiency')} required>{select(proficiency.options, proficiency.loading)}</Form.Item>
              </FieldRow>
            )} />
          <EntryList name="software" max={groupMax('software', lang)} blank={() => ({ content: '' })} addLabel={t('resumes.editor.entry.software')} testId="resume-software"
            entryLabel={(n) => `${t('resumes.editor.entry.software')} ${n}`}
            renderEntry={(name) => <TextItem name={[name, 'content']} label={labels.content} max={l.software} required />} />
          <EntryList name="hobbies" max={groupMax('hobby', lang)} blank={() => ({ content: '' })} addLabel={t('resumes.editor.entry.hobby')} testId="resume-hobby"
            entryLabel={(n) => `${t('resumes.editor.entry.hobby')} ${n}`}
            renderEntry={(name) => <TextItem name={[name, 'content']} label={labels.content} max={l.hobby} required />} />
        </Form>
      ) : null}
    </SectionCard>
  );
}
