import { LockOutlined, LoginOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Divider, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { safeReturnPath } from '../../../shared/auth-session.ts';
import { BizError, alreadyNotified } from '../../../shared/http-errors.ts';
import { useLanguage } from '../../../shared/language.ts';
import { useAuthConfig, useLogin } from '../shell.api.ts';

interface Credentials {
  username: string;
  password: string;
}

/**
 * Local sign-in (the embedded default). A 700 answer carries a code (90001 wrong password, 90002
 * too many attempts) whose text follows the current language; with single sign-on configured the
 * provider's button is offered as well.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('returnTo'));
  const config = useAuthConfig();
  const login = useLogin();
  const [error, setError] = useState<BizError | null>(null);
  const [failed, setFailed] = useState(false);

  const submit = async (values: Credentials) => {
    setError(null);
    setFailed(false);
    try {
      await login.mutateAsync({ username: values.username.trim(), password: values.password });
      await navigate(returnTo, { replace: true });
    } catch (e) {
      if (e instanceof BizError) setError(e);
      else if (!alreadyNotified(e)) setFailed(true);
    }
  };

  const localLogin = config.data?.localLogin ?? true;
  const sso = config.data?.sso ?? false;

  return (
    <div className="login-page">
      <Card className="login-card" title={<Typography.Title level={4} style={{ margin: 0 }}>{t('shell.login.title')}</Typography.Title>}>
        {/* The error object is kept, not its text, so a language switch re-words it. */}
        {error ? (
          <Alert type="error" showIcon data-testid="login-error" title={error.textIn(lang === 'en-US' ? 'en' : 'zh')} style={{ marginBottom: 16 }} />
        ) : null}
        {failed ? <Alert type="error" showIcon title={t('common.errors.system')} style={{ marginBottom: 16 }} /> : null}
        {localLogin ? (
          <Form<Credentials> layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false}>
            <Form.Item name="username" label={t('shell.login.fields.username.label')} rules={[{ required: true, whitespace: true, message: t('shell.login.fields.username.required') }]}>
              <Input prefix={<UserOutlined />} autoComplete="username" data-testid="login-username" autoFocus />
            </Form.Item>
            <Form.Item name="password" label={t('shell.login.fields.password.label')} rules={[{ required: true, message: t('shell.login.fields.password.required') }]}>
              <Input.Password prefix={<LockOutlined />} autoComplete="current-password" data-testid="login-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={login.isPending} icon={<LoginOutlined />} data-testid="login-submit">
              {t('shell.login.submit')}
            </Button>
          </Form>
        ) : null}
        {sso ? (
          <>
            {localLogin ? <Divider plain>{t('shell.login.or')}</Divider> : null}
            <Button block href={`/api/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}`} data-testid="login-sso">
              {t('shell.login.sso')}
            </Button>
          </>
        ) : null}
        <Typography.Paragraph type="secondary" className="login-hint">
          {t('shell.login.hint')}
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
