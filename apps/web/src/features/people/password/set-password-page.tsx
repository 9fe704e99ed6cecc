import { LoginOutlined } from '@ant-design/icons';
import type { PasswordLinkState } from '@portal/contracts';
import { Alert, Button, Form, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/date-format.ts';
import { notifyError } from '../../../shared/feedback.ts';
import { bizText, BizError } from '../../../shared/http-errors.ts';
import { messageLang, pickText, useLanguage } from '../../../shared/language.ts';
import { LoadingCard, Panel } from '../../../shared/panel.tsx';
import { useAuthConfig } from '../../shell/index.ts';
import { NewPasswordFields, PasswordRules, type NewPasswordValues } from './new-password-fields.tsx';
import { usePasswordLinkState, useSetPasswordWithLink } from './password.api.ts';

/** The server's refusals that mean the link itself is dead (password-links.ts): the form gives way to the message. */
const DEAD_LINK = new Set(['99210', '99211', '99212', '99213', '99214']);

/** Why a link does not work, in the server's words; 'closed' is the account's state, or password sign-in being off. */
const stateCode = (state: Exclude<PasswordLinkState['state'], 'valid'>, localLogin: boolean) =>
  ({ unknown: '99210', used: '99211', expired: '99212', closed: localLogin ? '99213' : '99214' })[state];

/** A link that cannot be used: why (worded by the caller in the current language), and the way to the sign-in page. */
function InvalidLink({ text }: { text: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page-width" data-testid="set-password-invalid">
      <Result
        status="warning"
        title={t('people.password.set.invalidTitle')}
        subTitle={<span data-testid="set-password-invalid-message">{text}</span>}
        extra={(
          <Button type="primary" icon={<LoginOutlined />} data-testid="set-password-to-sign-in" onClick={() => void navigate('/login')}>
            {t('people.password.set.toSignIn')}
          </Button>
        )}
      />
    </div>
  );
}

function SetPasswordForm({ token, link }: { token: string; link: PasswordLinkState }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [form] = Form.useForm<NewPasswordValues>();
  const save = useSetPasswordWithLink();
  // The error object is kept, not its text, so a language switch re-words it (as on the sign-in page).
  const [refusal, setRefusal] = useState<BizError | null>(null);

  if (refusal && DEAD_LINK.has(refusal.code)) return <InvalidLink text={refusal.textIn(messageLang())} />;

  const submit = async ({ password }: NewPasswordValues) => {
    setRefusal(null);
    try {
      await save.mutateAsync({ token, password });
    } catch (e) {
      if (e instanceof BizError) setRefusal(e);
      else notifyError(e);
    }
  };

  const username = link.username ?? '';
  return (
    <div className="login-page">
      <Panel className="login-card" title={t('people.password.set.title')} data-testid="set-password-page">
        <p data-testid="set-password-account">{t('people.password.set.account', { name: pickText(lang, link.name ?? username, link.enName), username })}</p>
        {link.expiresAt ? <p>{t('people.password.set.expires', { at: formatDateTime(link.expiresAt) })}</p> : null}
        <PasswordRules username={username} minLength={link.minLength} />
        {refusal ? <Alert type="error" showIcon className="login-alert" data-testid="set-password-error" title={refusal.textIn(messageLang())} /> : null}
        <Form<NewPasswordValues> form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)} onValuesChange={() => setRefusal(null)}>
          {/* The username field lets a password manager file the new password under the right account. */}
          <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
          <NewPasswordFields testIdPrefix="set-password" />
          <Button type="primary" htmlType="submit" block loading={save.isPending} data-testid="set-password-submit">{t('people.password.set.submit')}</Button>
        </Form>
      </Panel>
    </div>
  );
}

/**
 * /set-password?token=…: the page a one-time link opens (passwordLinkUrl in platform/auth). It asks
 * the server whose link it is, then for the new password twice; the server's answer signs the person
 * in. A used, expired or unknown link, or one whose account can no longer sign in, says why.
 */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const state = usePasswordLinkState(token);
  const config = useAuthConfig();
  const lang = messageLang();

  if (!token) return <InvalidLink text={t('people.password.set.noToken')} />;
  if (state.isPending) return <LoadingCard label={t('people.password.set.checking')} />;
  // The failure itself was shown by the client ('System error'); the page says the link could not be checked.
  if (!state.data) return <InvalidLink text={t('common.errors.system')} />;
  const link = state.data;
  if (link.state !== 'valid') return <InvalidLink text={bizText(stateCode(link.state, config.data?.localLogin ?? true), '', lang)} />;
  return <SetPasswordForm token={token} link={link} />;
}
