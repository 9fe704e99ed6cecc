import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, messageText } from '@portal/contracts';
import { Form, Input, Typography } from 'antd';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageLang } from '../../../shared/language.ts';

/** The fields of a form that sets a password: the new one twice. */
export interface NewPasswordValues {
  password: string;
  repeat: string;
}

/**
 * The length is checked here too, in the server's words (99200), so the most common slip needs no
 * round trip; the common-password list stays on the server, and so does the username rule, which
 * also covers the e-mail's local part. Both come back as the server's refusal.
 */
const lengthRule: FormRule = {
  validator: async (_rule, value: string | undefined) => {
    if (value && [...value].length < PASSWORD_MIN_LENGTH) throw new Error(messageText('99200', messageLang(), { min: PASSWORD_MIN_LENGTH }));
  },
};

/** What the password must be (platform/auth/password-rules.ts), stated before the user types. */
export function PasswordRules({ username, minLength = PASSWORD_MIN_LENGTH }: { username: string; minLength?: number }) {
  const { t } = useTranslation();
  return (
    <div data-testid="password-rules">
      <Typography.Text strong>{t('people.password.rules.title')}</Typography.Text>
      <ul style={{ margin: '4px 0 16px', paddingInlineStart: 20 }}>
        <li>{t('people.password.rules.length', { min: minLength })}</li>
        <li>{t('people.password.rules.common')}</li>
        <li>{t('people.password.rules.username', { username })}</li>
      </ul>
    </div>
  );
}

/** The new password and its repetition, for the set-password and the change-password forms. */
export function NewPasswordFields({ testIdPrefix }: { testIdPrefix: 'set-password' | 'change-password' }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="password" label={t('people.password.fields.new')} rules={[{ required: true, message: t('people.password.required') }, lengthRule]}>
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} data-testid={`${testIdPrefix}-new`} />
      </Form.Item>
      <Form.Item
        name="repeat"
        label={t('people.password.fields.repeat')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('people.password.repeatRequired') },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string | undefined) => {
              if (value && value !== getFieldValue('password')) throw new Error(t('people.password.repeatDiffers'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} data-testid={`${testIdPrefix}-repeat`} />
      </Form.Item>
    </>
  );
}
