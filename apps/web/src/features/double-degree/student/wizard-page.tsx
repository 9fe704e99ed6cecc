import '../dd-i18n.ts';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Result, Skeleton, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ddApi, ddKeys } from '../dd.api.ts';
import { TypedText } from '../../../shared/typed-text.tsx';
import { DeclarationStep } from './steps/declaration-step.tsx';
import { EducationStep } from './steps/education-step.tsx';
import { EmploymentStep } from './steps/employment-step.tsx';
import { EssayStep } from './steps/essay-step.tsx';
import { LanguageStep } from './steps/language-step.tsx';
import { PersonalStep } from './steps/personal-step.tsx';
import type { StepProps } from './steps/step-props.ts';
import { firstMissingStep, LAST_STEP, stepLocked, WIZARD_STEPS } from './wizard-rules.ts';

const bodies = [PersonalStep, EducationStep, EmploymentStep, LanguageStep, EssayStep, DeclarationStep];

/**
 * The application wizard of one programme (MOB-U10). The draft lives on the server (C27 reports its
 * id and the steps saved), so the wizard opens at the first missing step on any device; the
 * session-storage id of the original is not needed.
 */
function Wizard({ projectId, manageId, signupId: initialId, start }: { projectId: number; manageId: number; signupId: number; start: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [signupId, setSignupId] = useState(initialId);
  const [step, setStep] = useState(start);
  const Body = bodies[step]!;
  const props: StepProps = {
    signupId, manageId, projectId,
    onPrev: () => setStep((s) => Math.max(0, s - 1)),
    onSaved: (id) => {
      if (id) setSignupId(id);
      setStep((s) => Math.min(LAST_STEP, s + 1));
    },
    onSubmitted: () => navigate('/study/index?tab=mine'),
  };
  return (
    <>
      <Steps current={step} size="small" style={{ marginBottom: 24 }} data-testid="dd-steps"
        onChange={(s) => { if (!stepLocked(s, signupId)) setStep(s); }}
        items={WIZARD_STEPS.map((k, i) => ({ title: t(`doubleDegree.student.wizard.steps.${k}`), disabled: stepLocked(i, signupId) }))} />
      <div data-testid={`dd-step-${WIZARD_STEPS[step]}`}><Body key={`${step}-${signupId}`} {...props} /></div>
    </>
  );
}

export function WizardPage() {
  const { t } = useTranslation();
  const projectId = Number(useParams().projectId);
  const programs = useQuery({ queryKey: ddKeys.programs(), queryFn: ddApi.programs });
  const signup = useQuery({ queryKey: ddKeys.signup(projectId), queryFn: () => ddApi.signup(projectId), enabled: projectId > 0, staleTime: Infinity });
  const program = programs.data?.find((p) => p.id === projectId);
  let body;
  if (programs.isPending || signup.isPending) body = <Skeleton active />;
  else if (programs.isError || signup.isError) body = <Alert type="error" showIcon message={t('doubleDegree.student.loadFailed')} />;
  else if (!program) body = <Result status="404" title={t('doubleDegree.student.wizard.noProgram')} />;
  else if (signup.data?.isSubmitted) {
    body = <Result status="success" title={t('doubleDegree.student.wizard.alreadySubmitted')}
      extra={<Link to="/study/index?tab=mine">{t('doubleDegree.student.tabs.mine')}</Link>} data-testid="dd-already-submitted" />;
  } else {
    body = <Wizard projectId={projectId} manageId={program.ddApplyManageId} signupId={signup.data?.ddSingupStudentId ?? 0}
      start={signup.data ? firstMissingStep(signup.data.stepsDone) : 0} />;
  }
  return (
    <div style={{ width: '90%', margin: '0 auto' }}>
      <Card data-testid="dd-wizard-page"
        title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('doubleDegree.student.wizard.title')}{program && <> · <TypedText text={program.name} /></>}</h1>}
        extra={<Link to="/study/index?tab=apply"><Button icon={<ArrowLeftOutlined />} data-testid="dd-wizard-back">{t('doubleDegree.student.wizard.back')}</Button></Link>}>
        {body}
      </Card>
    </div>
  );
}
