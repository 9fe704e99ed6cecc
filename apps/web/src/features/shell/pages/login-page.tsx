import { LockOutlined, LoginOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { safeReturnPath } from '../../../shared/auth-session.ts';
import { BizError, alreadyNotified } from '../../../shared/http-errors.ts';
import { useLanguage } from '../../../shared/language.ts';
import { Panel } from '../../../shared/panel.tsx';
import { useAuthConfig, useLogin } from '../shell.api.ts';

type Field = 'username' | 'password';

/**
 * Local sign-in (the embedded default). A 700 answer carries a code (90001 wrong password, 90002
 * too many attempts) whose text follows the current language; with single sign-on configured the
 * provider's button is offered as well. Two fields need neither antd Form nor antd Input: plain
 * inputs keep the validation engine and the input family out of the first page every visitor loads.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('returnTo'));
  const config = useAuthConfig();
  const login = useLogin();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [missing, setMissing] = useState<Field[]>([]);
  const [error, setError] = useState<BizError | null>(null);
  const [failed, setFailed] = useState(false);

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setMissing((m) => m.filter((f) => f !== field));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const username = values.username.trim();
    const empty: Field[] = [...(username ? [] : ['username' as const]), ...(values.password ? [] : ['password' as const])];
    setMissing(empty);
    if (empty.length) return;
    setError(null);
    setFailed(false);
    try {
      await login.mutateAsync({ username, password: values.password });
      await navigate(returnTo, { replace: true });
    } catch (e) {
      if (e instanceof BizError) setError(e);
      else if (!alreadyNotified(e)) setFailed(true);
    }
  };

  const localLogin = config.data?.localLogin ?? true;
  const sso = config.data?.sso ?? false;
  const fieldError = (field: Field) => (missing.includes(field) ? t(`shell.login.fields.${field}.required`) : null);

  return (
    <div className="login-page">
      <Panel className="login-card" title={t('shell.login.title')}>
        {/* The error object is kept, not its text, so a language switch re-words it. */}
        {error ? <Alert type="error" showIcon data-testid="login-error" title={error.textIn(lang === 'en-US' ? 'en' : 'zh')} className="login-alert" /> : null}
        {failed ? <Alert type="error" showIcon title={t('common.errors.system')} className="login-alert" /> : null}
        {localLogin ? (
          <form onSubmit={(e) => void submit(e)} noValidate>
            <label className="login-field">
              <span className="login-label">{t('shell.login.fields.username.label')}</span>
              <span className={fieldError('username') ? 'login-input login-input-error' : 'login-input'}>
                <UserOutlined />
                <input
                  name="username"
                  autoComplete="username"
                  data-testid="login-username"
                  autoFocus
                  value={values.username}
                  aria-invalid={Boolean(fieldError('username'))}
                  onChange={(e) => set('username', e.target.value)}
                />
              </span>
              <span className="login-field-error">{fieldError('username')}</span>
            </label>
            <label className="login-field">
              <span className="login-label">{t('shell.login.fields.password.label')}</span>
              <span className={fieldError('password') ? 'login-input login-input-error' : 'login-input'}>
                <LockOutlined />
                <input
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  data-testid="login-password"
                  value={values.password}
                  aria-invalid={Boolean(fieldError('password'))}
                  onChange={(e) => set('password', e.target.value)}
                />
              </span>
              <span className="login-field-error">{fieldError('password')}</span>
            </label>
            <Button type="primary" htmlType="submit" block loading={login.isPending} icon={<LoginOutlined />} data-testid="login-submit">
              {t('shell.login.submit')}
            </Button>
          </form>
        ) : null}
        {sso ? (
          <>
            {localLogin ? <div className="login-or">{t('shell.login.or')}</div> : null}
            <Button block href={`/api/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}`} data-testid="login-sso">
              {t('shell.login.sso')}
            </Button>
          </>
        ) : null}
        <p className="login-hint">{t('shell.login.hint')}</p>
      </Panel>
    </div>
  );
}
