import { PASSWORD_MAX_LENGTH } from '@portal/contracts';
import { Button, Card, Form, Input, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../shared/current-user.tsx';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { bizText } from '../../../shared/http-errors.ts';
import { messageLang } from '../../../shared/language.ts';
import { LoadingCard } from '../../../shared/panel.tsx';
import { useAuthConfig } from '../../shell/index.ts';
import { NewPasswordFields, PasswordRules, type NewPasswordValues } from './new-password-fields.tsx';
import { useChangePassword } from './password.api.ts';

interface ChangeValues extends NewPasswordValues {
  current: string;
}

function ChangePasswordForm({ username }: { username: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<ChangeValues>();
  const change = useChangePassword();

  const onFinish = ({ current, password }: ChangeValues) => {
    change.mutate({ currentPassword: current, newPassword: password }, {
      onSuccess: () => {
        notifySuccess(t('people.password.change.done'));
        void navigate('/');
      },
      onError: (e) => notifyError(e, 'warning'),
    });
  };

  return (
    <Form<ChangeValues> form={form} layout="vertical" requiredMark={false} onFinish={onFinish} style={{ maxWidth: 420 }}>
      <Typography.Paragraph type="secondary">{t('people.password.change.intro')}</Typography.Paragraph>
      <PasswordRules username={username} />
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <Form.Item name="current" label={t('people.password.fields.current')} rules={[{ required: true, message: t('people.password.required') }]}>
        <Input.Password autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} data-testid="change-password-current" />
      </Form.Item>
      <NewPasswordFields testIdPrefix="change-password" />
      <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="change-password-submit">{t('people.password.change.submit')}</Button>
    </Form>
  );
}

/**
 * /account/password: the signed-in user changes their own password (server POST /api/auth/password).
 * Only where the portal has local sign-in, and not while simulating another user, whose password
 * the administrator must not set: the page says why in either case, in the server's words.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const config = useAuthConfig();
  if (config.isPending) return <LoadingCard />;
  const closed = config.data?.localLogin === false ? '99214' : user.virtualBy ? '99222' : null;
  return (
    <div className="page-width page-block" data-testid="change-password-page">
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('people.password.change.title')}</h1>}>
        {closed
          ? <Result status="info" subTitle={<span data-testid="change-password-closed">{bizText(closed, '', messageLang())}</span>} />
          : <ChangePasswordForm username={user.userID} />}
      </Card>
    </div>
  );
}
