import '../surveys.css';
import { PlusOutlined } from '@ant-design/icons';
import { QUESTION_TYPES, SURVEY_KINDS } from '@portal/contracts';
import type { PathLabels, QuestionType, SurveyKind, SurveyQuestion } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { Alert, Button, Card, Form, Input, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { LoadingCard } from '../../../shared/panel.tsx';
import { messageLang } from '../../../shared/language.ts';
import { TYPE_LIST_HEIGHT, draftIssues, emptyDraft, newQuestion, toInput, type Draft } from '../builder-model.ts';
import { QuestionEditor } from '../components/question-editor.tsx';
import { SurveyStaffOnly } from '../components/staff-only.tsx';
import { useAdminSurvey, useSaveDefinition } from '../surveys.api.ts';

/** The builder's own words for the fields a validation message names. */
function builderLabels(t: TFunction): PathLabels {
  const b = (key: string) => t(`surveys.builder.${key}`);
  return {
    fields: {
      name: b('name'), nameEn: b('nameEn'), description: b('description'), descriptionEn: b('descriptionEn'), kind: t('surveys.admin.kind'),
      questions: b('questions'), body: b('body'), bodyEn: b('bodyEn'), textLimit: b('textLimit'), minValue: b('minValue'), maxValue: b('maxValue'),
      units: b('units'), unitsEn: b('unitsEn'), writeHint: b('writeHint'), writeHintEn: b('writeHintEn'), text: b('optionText'), textEn: b('optionTextEn'),
      score: b('score'), relevancy: b('reveals'), type: b('type'),
    },
    // {n} stays for pathLabel to fill with the position.
    items: { questions: t('surveys.builder.questionNo', { n: '{n}' }), subQuestions: t('surveys.builder.itemNo', { n: '{n}' }), options: t('surveys.builder.optionNo', { n: '{n}' }) },
  };
}

function Builder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const id = Number(params.id) > 0 ? Number(params.id) : 0;
  const loaded = useAdminSurvey(id);
  const save = useSaveDefinition();
  const [draft, setDraft] = useState<Draft | null>(id ? null : emptyDraft());
  const [issues, setIssues] = useState<string[]>([]);
  const [addType, setAddType] = useState<QuestionType>('SINGLE_CHOICE');

  useEffect(() => {
    if (loaded.data && draft === null) {
      const d = loaded.data;
      setDraft({ name: d.name, nameEn: d.nameEn, description: d.description, descriptionEn: d.descriptionEn, kind: d.kind, questions: d.questions });
    }
  }, [loaded.data, draft]);
  if (!draft) return <LoadingCard />;
  const locked = Boolean(loaded.data?.locked);

  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const setQuestion = (i: number, q: SurveyQuestion) => set({ questions: draft.questions.map((x, j) => (j === i ? q : x)) });
  const move = (i: number, by: -1 | 1) => {
    const j = i + by;
    if (j < 0 || j >= draft.questions.length) return;
    const qs = [...draft.questions];
    [qs[i], qs[j]] = [qs[j]!, qs[i]!];
    set({ questions: qs });
  };

  const onSave = async () => {
    const found = draftIssues(draft, messageLang(), builderLabels(t));
    setIssues(found);
    if (found.length) return;
    try {
      const saved = await save.mutateAsync({ id, def: toInput(draft) });
      notifySuccess(t('common.feedback.saved'));
      if (!id) void navigate(`/admin/surveys/${saved.id}`, { replace: true });
    } catch (e) {
      notifyError(e, 'warning');
    }
  };

  return (
    <div className="page-width page-block" data-testid="survey-builder">
      <Card
        title={<h1 className="survey-card-title">{t(id ? 'surveys.builder.editTitle' : 'surveys.builder.newTitle')}</h1>}
        extra={(
          <Space>
            <Button onClick={() => void navigate('/admin/surveys')}>{t('common.actions.back')}</Button>
            {id ? <Button onClick={() => void navigate(`/admin/surveys/${id}/assign`)}>{t('surveys.admin.assign')}</Button> : null}
            <Button type="primary" loading={save.isPending} data-testid="builder-save" onClick={() => void onSave()}>{t('common.actions.save')}</Button>
          </Space>
        )}
      >
        {locked ? <Alert type="warning" showIcon className="survey-notice" title={t('surveys.builder.locked')} /> : null}
        {issues.length ? <Alert type="error" showIcon className="survey-notice" data-testid="builder-issues" title={t('surveys.builder.issues')} description={<ul>{issues.map((i) => <li key={i}>{i}</li>)}</ul>} /> : null}
        <Form layout="vertical">
          <Space wrap align="start">
            <Form.Item label={t('surveys.builder.name')} required htmlFor="builder-name">
              <Input id="builder-name" lang="zh" value={draft.name} style={{ width: 320 }} data-testid="builder-name" onChange={(e) => set({ name: e.target.value })} />
            </Form.Item>
            <Form.Item label={t('surveys.builder.nameEn')} htmlFor="builder-name-en">
              <Input id="builder-name-en" value={draft.nameEn ?? ''} style={{ width: 320 }} data-testid="builder-name-en" onChange={(e) => set({ nameEn: e.target.value || null })} />
            </Form.Item>
            <Form.Item label={t('surveys.admin.kind')} required htmlFor="builder-kind">
              <Select id="builder-kind" value={draft.kind} style={{ width: 180 }} disabled={locked} data-testid="builder-kind" onChange={(kind: SurveyKind) => set({ kind })}
                options={SURVEY_KINDS.map((k) => ({ value: k, label: t(`surveys.kinds.${k}`) }))} />
            </Form.Item>
          </Space>
          <Space wrap align="start">
            <Form.Item label={t('surveys.builder.description')} htmlFor="builder-description">
              <Input.TextArea id="builder-description" lang="zh" value={draft.description ?? ''} style={{ width: 480 }} onChange={(e) => set({ description: e.target.value || null })} />
            </Form.Item>
            <Form.Item label={t('surveys.builder.descriptionEn')} htmlFor="builder-description-en">
              <Input.TextArea id="builder-description-en" value={draft.descriptionEn ?? ''} style={{ width: 480 }} onChange={(e) => set({ descriptionEn: e.target.value || null })} />
            </Form.Item>
          </Space>
        </Form>
        {draft.questions.map((q, i) => (
          <QuestionEditor key={q.questionID} q={q} no={i + 1} all={draft.questions} disabled={locked}
            onChange={(nq) => setQuestion(i, nq)} onMove={(by) => move(i, by)} onRemove={() => set({ questions: draft.questions.filter((_, j) => j !== i) })} />
        ))}
        <Space>
          <Select value={addType} style={{ width: 220 }} listHeight={TYPE_LIST_HEIGHT} disabled={locked} aria-label={t('surveys.builder.type')} data-testid="builder-add-type"
            options={QUESTION_TYPES.map((x) => ({ value: x, label: t(`surveys.types.${x}`) }))} onChange={setAddType} />
          <Button icon={<PlusOutlined />} disabled={locked} data-testid="builder-add-question" onClick={() => set({ questions: [...draft.questions, newQuestion(draft.questions, addType)] })}>
            {t('surveys.builder.addQuestion')}
          </Button>
        </Space>
      </Card>
    </div>
  );
}

/** The survey builder: every question type, options, limits, relevancy, Chinese and English texts. */
export function SurveyBuilderPage() {
  return (
    <SurveyStaffOnly>
      <Builder />
    </SurveyStaffOnly>
  );
}
