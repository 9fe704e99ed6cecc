import '../surveys.css';
import { answersToForm, formToAnswers, negativeExtremeQuestions, surveyIssuesSchema, validateForm, visibleForForm, visibleNumbers } from '@portal/contracts';
import type { FormValues, SurveyIssue, SurveyView } from '@portal/contracts';
import { Alert, Button, Card, Result, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUCCESS_TAG_COLOR } from '../survey-links.ts';
import { useParams, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../shared/current-user.tsx';
import { formatDateTime } from '../../../shared/date-format.ts';
import { confirmAsync, notifyError, notifyMessage, notifySuccess } from '../../../shared/feedback.ts';
import { BizError } from '../../../shared/http-errors.ts';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { LoadingCard } from '../../../shared/panel.tsx';
import { SurveyForm } from '../components/survey-form.tsx';
import { surveyContextOf } from '../survey-links.ts';
import { useResultDetail, useSaveSurvey, useSurveyView } from '../surveys.api.ts';

const when = (iso: string | null) => formatDateTime(iso);

function Header({ view }: { view: SurveyView }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const course = pickText(lang, view.courseNameCN ?? '', view.courseNameEN);
  const teacher = pickText(lang, view.teacherName ?? '', view.teacherNameEn);
  const title = pickText(lang, view.title ?? '', view.titleEn);
  return (
    <div className="survey-header">
      <Space wrap size={[16, 4]} className="survey-context">
        {title ? <span>{title}</span> : null}
        {course ? <span>{t('surveys.answer.course')}: {course}</span> : null}
        {teacher ? <span>{t(view.kind === 'mentor' ? 'surveys.answer.mentor' : 'surveys.answer.teacher')}: {teacher}</span> : null}
        <span>{t('surveys.answer.window', { begin: when(view.beginTime), end: when(view.endTime) })}</span>
        {view.isSubmit ? <Tag color={SUCCESS_TAG_COLOR} data-testid="survey-submitted-tag">{t('surveys.status.submitted')}</Tag> : null}
      </Space>
      {view.description ? <p className="survey-description">{pickText(lang, view.description, view.descriptionEn)}</p> : null}
    </div>
  );
}

/**
 * The one answering page of every survey-view route (selection.md §2.1), 90% wide. Read-only
 * with `p` in the query, after submission or outside the window, with the earlier answers loaded.
 */
export function SurveyAnswerPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const user = useCurrentUser();
  const [search] = useSearchParams();
  const { readOnly: viewOnly, userId, ...ctx } = surveyContextOf(useParams(), search);
  const view = useSurveyView(ctx);
  const readOnly = viewOnly || Boolean(view.data && (view.data.isSubmit || !view.data.canAnswer));
  const detail = useResultDetail(ctx, userId ?? user.userID, readOnly && Boolean(view.data));
  const save = useSaveSurvey();
  const [values, setValues] = useState<FormValues | null>(null);
  const [issues, setIssues] = useState<SurveyIssue[]>([]);

  // The form starts from the saved answers once: the draft, or (read-only) the earlier answers.
  const source = readOnly ? detail.data?.results : view.data?.results;
  useEffect(() => {
    if (view.data && source && values === null) setValues(answersToForm(view.data.extendedQuestions, source));
  }, [view.data, source, values]);

  if (view.error) {
    return (
      <div className="survey-page" data-testid="survey-page">
        <Result status="warning" title={view.error instanceof BizError ? view.error.message : t('common.errors.system')} data-testid="survey-unavailable" />
      </div>
    );
  }
  if (!view.data || values === null) return <LoadingCard />;
  const survey = view.data;
  const questions = survey.extendedQuestions;

  const send = async (isSubmit: boolean) => {
    try {
      await save.mutateAsync({
        surveyID: survey.surveyID, isSubmit, basicQuestionResults: [], extendedQuestionResults: formToAnswers(questions, values, survey.surveyID),
        businessType: survey.businessType, businessValue: survey.businessValue, businessValue2: survey.businessValue2,
      });
      notifySuccess(t(isSubmit ? 'surveys.answer.submitted' : 'surveys.answer.draftSaved'));
    } catch (e) {
      const found = e instanceof BizError ? surveyIssuesSchema.safeParse(e.data) : null;
      if (found?.success) setIssues(found.data);
      notifyError(e, 'warning');
    }
  };

  const check = (mode: 'draft' | 'submit') => {
    const found = validateForm(questions, values, mode);
    setIssues(found);
    if (found.length) {
      notifyMessage('warning', t('surveys.answer.fixErrors'));
      document.querySelector('.survey-question-invalid')?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    }
    return found.length === 0;
  };

  // One confirmation: the very-negative wording replaces the plain one when it applies, never both.
  const onSubmit = async () => {
    if (!check('submit')) return;
    const negative = negativeExtremeQuestions(questions, values);
    const numbers = visibleNumbers(questions, visibleForForm(questions, values));
    const list = negative.map((q) => `${numbers.get(q.questionID)}. ${pickText(lang, q.body, q.bodyEn)}`).join(lang === 'en-US' ? '; ' : '；');
    const confirmed = await confirmAsync(negative.length
      ? { title: t('surveys.answer.negativeTitle'), content: t('surveys.answer.negativeContent', { questions: list }), okText: t('surveys.answer.negativeOk'), cancelText: t('surveys.answer.negativeCancel') }
      : { title: t('surveys.answer.confirmTitle'), content: t('surveys.answer.confirmContent'), okText: t('surveys.answer.submit'), cancelText: t('common.actions.cancel') });
    if (confirmed) await send(true);
  };

  const notice = survey.isSubmit
    ? t('surveys.answer.readOnlySubmitted', { time: when(survey.submitTime) })
    : viewOnly ? t('surveys.answer.readOnlyView') : !survey.canAnswer ? t('surveys.answer.readOnlyClosed') : null;

  return (
    <div className="survey-page" data-testid="survey-page">
      <Card title={<h1 className="survey-title" data-testid="survey-title">{pickText(lang, survey.surveyName, survey.surveyNameEn)}</h1>}>
        <Header view={survey} />
        {notice ? <Alert type="info" showIcon title={notice} className="survey-notice" data-testid="survey-read-only" /> : null}
        <SurveyForm questions={questions} values={values} issues={issues} disabled={readOnly} onChange={setValues} />
        {readOnly ? null : (
          <Space className="survey-actions">
            <Button data-testid="survey-save-draft" loading={save.isPending} onClick={() => { if (check('draft')) void send(false); }}>
              {t('surveys.answer.saveDraft')}
            </Button>
            <Button type="primary" data-testid="survey-submit" loading={save.isPending} onClick={() => void onSubmit()}>
              {t('surveys.answer.submit')}
            </Button>
          </Space>
        )}
      </Card>
    </div>
  );
}
