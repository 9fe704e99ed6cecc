import './manual.css';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { MANUAL_MULTI_MAX, OTHER_KEYS, isResumeStudentType, manualSchemaOf, messageText } from '@portal/contracts';
import type { ManualView, ResumeStudentTypeCode } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Progress, Skeleton, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '../../../shared/current-user.tsx';
import { typedLang } from '../../../shared/typed-text.tsx';
import { notifyMessage } from '../../../shared/feedback.ts';
import { messageLang } from '../../../shared/language.ts';
import { resumeKeys, resumesApi } from '../resumes.api.ts';
import { useManualActions } from './manual-actions.ts';
import { ManualEducation } from './manual-education.tsx';
import { ManualIdentity } from './manual-identity.tsx';
import { ManualLanguages, ManualMbaFields } from './manual-mba-fields.tsx';
import { MULTI_SELECTS, domainOf, liveTotals, splitEmail, toValues, tripletChanges } from './manual-model.ts';
import type { ManualValues, TripletName } from './manual-model.ts';
import { ManualSection } from './manual-section.tsx';
import { ManualStudentFields } from './manual-student-fields.tsx';

const TRIPLET_KEY = /^(careerInterest|mostInterestedIndustries)Key([123])$/;
const isMulti = (key: string): key is keyof typeof MULTI_SELECTS => key in MULTI_SELECTS;

/**
 * The choices' consequences (RES-S05, V17, V19, V20) and the e-mail's domain (RES-U05): returns the
 * field values to set after a change, and the new domain when an address was pasted whole.
 */
function consequences(changed: Record<string, unknown>, all: ManualValues): { updates: Record<string, unknown>; domain?: string; cut: boolean } {
  const updates: Record<string, unknown> = {};
  let domain: string | undefined;
  let cut = false;
  for (const [key, value] of Object.entries(changed)) {
    const triplet = TRIPLET_KEY.exec(key);
    if (triplet) Object.assign(updates, tripletChanges(triplet[1] as TripletName, Number(triplet[2]), value, all));
    if (isMulti(key)) {
      let list = Array.isArray(value) ? value.map(String) : [];
      if (list.length > MANUAL_MULTI_MAX) {
        list = list.slice(0, MANUAL_MULTI_MAX);
        updates[key] = list;
        cut = true;
      }
      if (!list.includes(MULTI_SELECTS[key].other)) updates[MULTI_SELECTS[key].otherField] = undefined;
    }
    if (key === 'preMBAIndustriesKey' && value !== OTHER_KEYS.preMBAIndustry) updates.preMBAIndustriesOther = undefined;
    if (key === 'emailLocal' && typeof value === 'string' && value.includes('@')) {
      const split = splitEmail(value.trim(), '');
      updates.emailLocal = split.local;
      if (split.domain) domain = split.domain;
    }
  }
  return { updates, domain, cut };
}

/** The manual's form of one student type, with its actions; mounted once the manual has loaded. */
function ManualEditor({ view, type }: { view: ManualView; type: ResumeStudentTypeCode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [form] = Form.useForm<ManualValues>();
  // The form is filled once; later answers (after a save) hold what the form already shows.
  const [initial] = useState(() => {
    const parsed = manualSchemaOf(type).safeParse(view.form);
    if (!parsed.success) console.error('Unexpected manual form', parsed.error.issues);
    return toValues(view, parsed.success ? parsed.data : manualSchemaOf(type).parse({}), domainOf(user.email));
  });
  const [domain, setDomain] = useState(initial.domain);
  const [live, setLive] = useState<ManualValues>(initial.values);
  const [savedFigure, setSavedFigure] = useState<number | null>(null);
  const dirty = useRef(false);
  const photoRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => setSavedFigure(null), [view.howComplete]);
  const actions = useManualActions({ id: view.vdResumeBaseId, type, form, domain, photoRef, dirty, onSaved: setSavedFigure });
  const totals = liveTotals(type, live);
  const howComplete = savedFigure ?? view.howComplete;

  const onValuesChange = (changed: Record<string, unknown>, all: ManualValues) => {
    dirty.current = true;
    // A change clears the field's own mark; an education group reports the one field that changed.
    form.setFields(Object.entries(changed).flatMap(([key, value]): { name: string[]; errors: string[] }[] => (
      value && typeof value === 'object' && !Array.isArray(value) && !('format' in value)
        ? Object.keys(value).map((leaf) => ({ name: [key, leaf], errors: [] }))
        : [{ name: [key], errors: [] }])));
    const next = consequences(changed, all);
    if (Object.keys(next.updates).length) form.setFieldsValue(next.updates);
    if (next.domain) setDomain(next.domain);
    if (next.cut) notifyMessage('warning', messageText('1116', messageLang(), { max: MANUAL_MULTI_MAX }) ?? '');
    setLive(form.getFieldsValue(true));
  };

  const busy = actions.busy;
  const button = (what: 'save' | 'preview' | 'submit' | 'download', onClick: () => void, primary = false) => (
    <Button type={primary ? 'primary' : 'default'} loading={busy === what} disabled={busy !== null && busy !== what} onClick={onClick} data-testid={`manual-${what}`}>
      {t(`resumes.manual.actions.${what}`)}
    </Button>
  );

  return (
    <>
      <div className="manual-status" data-testid="manual-status">
        <span>{t('resumes.manual.completeness')}</span>
        <Progress className="manual-status-progress" percent={howComplete} status="normal" format={(p) => `${p ?? 0}%`} size="small" aria-label={t('resumes.manual.completeness')} data-testid="manual-completeness" />
        <Tag color={view.isSubmit ? 'green' : 'default'} data-testid="manual-submitted">{t(view.isSubmit ? 'resumes.manual.submitted' : 'resumes.manual.notSubmitted')}</Tag>
      </div>
      {view.optimizeSuggest ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('resumes.manual.suggestionTitle')} data-testid="manual-suggestion"
          description={<div className="manual-suggestion" lang={typedLang(view.optimizeSuggest)}>{view.optimizeSuggest}</div>} />
      ) : null}
      <Form<ManualValues> form={form} name="manual" layout="vertical" initialValues={initial.values} onValuesChange={onValuesChange} data-testid="manual-form">
        <ManualSection id="identity" title={t('resumes.manual.sections.identity')}>
          <ManualIdentity form={form} domain={domain} photoRef={photoRef} photoUrl={view.photoFileUrl} />
        </ManualSection>
        {type === 3 ? (
          <ManualSection id="languages" title={t('resumes.manual.sections.languages')}>
            <ManualLanguages />
          </ManualSection>
        ) : null}
        <ManualSection id="education" title={t('resumes.manual.sections.education')} intro={t('resumes.manual.educationIntro')}>
          <ManualEducation mba={type === 3} />
        </ManualSection>
        {type === 3 ? <ManualMbaFields form={form} totals={totals} /> : <ManualStudentFields form={form} type={type} totals={totals} texts={view.texts} />}
      </Form>
      <div className="manual-actions">
        {button('save', actions.save, true)}
        {button('preview', actions.preview)}
        {button('submit', actions.submit)}
        {button('download', actions.download)}
      </div>
      <p className="manual-tip" data-testid="manual-tip">{t('resumes.manual.footerTip')}</p>
    </>
  );
}

/** RES-R04: the general-situation manual of the student's type (RES-U04, U05, N10, N11). */
export function ManualPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const manual = useQuery({ queryKey: resumeKeys.manual(valid ? id : 0), queryFn: () => resumesApi.manual(id), enabled: valid, retry: false });
  const view = manual.data;
  const type = view?.studentType;

  return (
    <div className="page-width page-block" data-testid="manual-page">
      <Card
        title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('resumes.manual.title')}{view && isResumeStudentType(type) ? ` · ${t(`resumes.manual.forms.${type}`)}` : ''}</h1>}
        extra={<Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/resume/index')}>{t('common.actions.back')}</Button>}
      >
        {manual.isLoading ? <Skeleton active /> : null}
        {manual.isError || !valid ? <Alert type="error" showIcon title={t('resumes.manual.loadFailed')} /> : null}
        {view && !isResumeStudentType(type) ? <Alert type="warning" showIcon title={t('resumes.manual.typeMismatch')} data-testid="manual-type-mismatch" /> : null}
        {view && isResumeStudentType(type) ? <ManualEditor key={view.vdResumeBaseId} view={view} type={type} /> : null}
      </Card>
    </div>
  );
}
