import { ArrowLeftOutlined } from '@ant-design/icons';
import { isResumeStudentType, messageText, ResumeKind, SECTIONS_OF_TYPE } from '@portal/contracts';
import type { ResumeLang, ResumeSection, ResumeStudentTypeCode } from '@portal/contracts';
import { Alert, Button, Card, Skeleton } from 'antd';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { messageLang } from '../../../shared/language.ts';
import { useResumeBase } from '../resumes.api.ts';
import { CompletenessCard } from './completeness-card.tsx';
import { EditorActions } from './editor-actions.tsx';
import { EditorContext, type EditorContextValue } from './editor-context.ts';
import { AwardSection } from './sections/award-section.tsx';
import { CoreCompetenceSection } from './sections/core-competence-section.tsx';
import { EducationSection } from './sections/education-section.tsx';
import { ExtracurricularSection } from './sections/extracurricular-section.tsx';
import { JobSection, jobTitleKey } from './sections/job-entries.tsx';
import { PersonalSection } from './sections/personal-section.tsx';
import { PracticeSections } from './sections/practice-sections.tsx';
import { SkillsSection } from './sections/skills-section.tsx';

/** One section of the editor by its key; type 1's internship and activity practice are one pair. */
function Section({ section, type }: { section: ResumeSection; type: ResumeStudentTypeCode }) {
  switch (section) {
    case 'personal': return <PersonalSection />;
    case 'coreCompetence': return <CoreCompetenceSection />;
    case 'education': return <EducationSection />;
    case 'internship': return type === 1 ? <PracticeSections /> : <JobSection jobType={0} />;
    case 'activityPractice': return null;
    case 'work': return <JobSection jobType={1} />;
    case 'extracurricular': return <ExtracurricularSection />;
    case 'award': return <AwardSection kind="award" />;
    case 'certificate': return <AwardSection kind="certificate" />;
    case 'skills': return <SkillsSection />;
  }
}

/**
 * The Chinese and English resume editors (RES-R02, R03, U02, U03): the completeness the server
 * computed, the sections of the student's type in their order, each saved by its own call, and
 * Preview, Submit and Download. The English editor marks the sections to translate again.
 */
export function ResumeEditorPage({ lang }: { lang: ResumeLang }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const base = useResumeBase(Number.isInteger(id) ? id : 0);
  const dirty = useRef(new Set<ResumeSection>());
  const b = base.data;
  const type = b && isResumeStudentType(b.studentType) ? b.studentType : null;
  // A manual's or own PDF's id in this address: it has no sections of this editor (1109).
  const wrongKind = !!b && b.kind !== (lang === 'cn' ? ResumeKind.cn : ResumeKind.en);

  const setDirty = useCallback((section: ResumeSection, on: boolean) => {
    if (on) dirty.current.add(section);
    else dirty.current.delete(section);
  }, []);
  const stale = b?.staleSections;
  const context = useMemo<EditorContextValue | null>(
    () => (type ? { id, lang, type, stale: stale ?? [], setDirty } : null),
    [id, lang, type, stale, setDirty],
  );
  const sectionTitle = (s: ResumeSection) => (s === 'internship' || s === 'work'
    ? t(`resumes.editor.sections.${jobTitleKey(s === 'work' ? 1 : 0, type ?? 2, lang)}`)
    : t(`resumes.editor.sections.${s}`));
  const title = t(lang === 'cn' ? 'resumes.editor.titleCn' : 'resumes.editor.titleEn');

  return (
    <div className="page-width page-block" data-testid="resume-editor-page" data-lang={lang}>
      <Card style={{ marginBottom: 16 }}
        title={<h1 style={{ fontSize: 18, margin: 0 }}>{title}</h1>}
        extra={<Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/resume/index')} data-testid="resume-editor-back">{t('common.actions.back')}</Button>}>
        {lang === 'en' ? <p style={{ margin: 0 }}>{t('resumes.editor.englishIntro')}</p> : <p style={{ margin: 0 }}>{t('resumes.editor.chineseIntro')}</p>}
      </Card>
      {base.isLoading ? <Skeleton active /> : null}
      {base.isError ? <Alert type="error" showIcon title={t('resumes.editor.loadFailed')} /> : null}
      {b && !type ? <Alert type="warning" showIcon data-testid="resume-type-warning" title={messageText('1106', messageLang())} /> : null}
      {type && wrongKind ? <Alert type="warning" showIcon title={messageText('1109', messageLang())} /> : null}
      {b && context && !wrongKind ? (
        <EditorContext.Provider value={context}>
          <CompletenessCard base={b} title={t('resumes.editor.completenessTitle')} />
          {SECTIONS_OF_TYPE[context.type].map((s) => <Section key={s} section={s} type={context.type} />)}
          <EditorActions id={id} unsaved={() => [...dirty.current].map(sectionTitle)} />
        </EditorContext.Provider>
      ) : null}
    </div>
  );
}
