import { CONTACT_EMAIL_MAX, EVALUATION_URL_MAX, Role, isContactEmail, isEvaluationUrl, messageText } from '@portal/contracts';
import type { EvaluationSettingsInput } from '@portal/contracts';
import { Button, Card, Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../../../../shared/current-user.tsx';
import { formatDateTime } from '../../../../shared/date-format.ts';
import { notifyError, notifySuccess } from '../../../../shared/feedback.ts';
import { messageLang } from '../../../../shared/language.ts';
import { Placeholder } from '../../../../shared/panel.tsx';
import { useEvaluationSettings, useSaveEvaluationSettings } from '../evaluation.api.ts';

/** The console is the career office's (and an administrator's); the server refuses anyone else. */
function CareerOfficeOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user.isAdmin && !user.roles.includes(Role.careerAdmin)) {
    return <Navigate to={`/403?msg=${encodeURIComponent(t('careers.evaluation.admin.forbidden'))}`} replace />;
  }
  return children;
}

/** The catalogue's text of a shared rule's code, in the user's language. */
const ruleText = (code: '3400' | '3401') => messageText(code, messageLang()) ?? code;

/**
 * The professional evaluation's settings (CAR-G07): the assessment link (http or https only) and the
 * contact address, checked here by the shared rules (contracts) that the server applies again.
 */
function EvaluationSettingsForm() {
  const { t } = useTranslation();
  const settings = useEvaluationSettings();
  const save = useSaveEvaluationSettings();
  const [form] = Form.useForm<EvaluationSettingsInput>();
  const s = settings.data;
  useEffect(() => {
    if (s) form.setFieldsValue({ evaluationUrl: s.evaluationUrl, contactEmail: s.contactEmail });
  }, [s, form]);
  const required = { required: true, whitespace: true, message: t('careers.evaluation.admin.required') };

  const submit = async () => {
    const v = await form.validateFields();
    const input = { evaluationUrl: v.evaluationUrl.trim(), contactEmail: v.contactEmail.trim() };
    try {
      await save.mutateAsync(input);
      notifySuccess(t('common.feedback.saved'));
    } catch (err) {
      notifyError(err, 'warning');
    }
  };

  return (
    <div className="page-width page-block" data-testid="evaluation-admin-page">
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('careers.evaluation.admin.title')}</h1>}>
        <p>{t('careers.evaluation.admin.intro')}</p>
        {s ? (
          <Form form={form} layout="vertical" style={{ maxWidth: 640 }} onFinish={() => void submit()} data-testid="evaluation-settings-form">
            <Form.Item name="evaluationUrl" label={t('careers.evaluation.admin.evaluationUrl')} extra={t('careers.evaluation.admin.evaluationUrlHelp')}
              rules={[required, { validator: async (_, v: string | undefined) => { if (v?.trim() && !isEvaluationUrl(v)) throw new Error(ruleText('3400')); } }]}>
              <Input maxLength={EVALUATION_URL_MAX} inputMode="url" data-testid="evaluation-url-input" />
            </Form.Item>
            <Form.Item name="contactEmail" label={t('careers.evaluation.admin.contactEmail')} extra={t('careers.evaluation.admin.contactEmailHelp')}
              rules={[required, { validator: async (_, v: string | undefined) => { if (v?.trim() && !isContactEmail(v)) throw new Error(ruleText('3401')); } }]}>
              <Input maxLength={CONTACT_EMAIL_MAX} inputMode="email" data-testid="evaluation-email-input" />
            </Form.Item>
            <p data-testid="evaluation-updated-at">
              {t('careers.evaluation.admin.updatedAt')}{s.updatedAt ? formatDateTime(s.updatedAt) : t('careers.evaluation.admin.never')}
            </p>
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="evaluation-settings-save">{t('common.actions.save')}</Button>
          </Form>
        ) : <Placeholder rows={3} />}
      </Card>
    </div>
  );
}

export function EvaluationAdminPage() {
  return <CareerOfficeOnly><EvaluationSettingsForm /></CareerOfficeOnly>;
}
