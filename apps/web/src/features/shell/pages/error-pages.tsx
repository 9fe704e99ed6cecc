import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { signOut } from '../../../shared/auth-session.ts';
import { useOptionalUser } from '../../../shared/current-user.tsx';
import { bizText } from '../../../shared/http-errors.ts';
import { messageLang } from '../../../shared/language.ts';

/** The 'not authorised' message (701's) in the user's language, for the SSO callback's refusal. */
const NOT_AUTHORISED = '90033';

/**
 * 403 (selection.md §2.2): the 'not authorised' message for `code=701` (an SSO account the portal
 * does not know or has closed), the reason from `msg` when the guard sent one, else the standard text;
 * switching account means signing out, since the current account is the problem.
 */
export function ForbiddenPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // useTranslation redraws the page on a language switch, so messageLang() is read afresh.
  const msg = params.get('code') === '701' ? bizText(NOT_AUTHORISED, '', messageLang()) : params.get('msg')?.trim();
  return (
    <div className="page-width" data-testid="forbidden-page">
      <Result
        status="403"
        title="403"
        subTitle={<span data-testid="forbidden-message">{msg || t('shell.errors.forbidden')}</span>}
        extra={
          <Button type="primary" data-testid="switch-account" onClick={() => void signOut()}>
            {t('shell.errors.switchAccount')}
          </Button>
        }
      />
    </div>
  );
}

/**
 * 404: unknown paths are redirected here. Signed in, the way on is home (the shell's navigation is
 * around it); signed out, home would only lead to the sign-in, so that is offered as well.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useOptionalUser();
  return (
    <div className="page-width" data-testid="not-found-page">
      <Result
        status="404"
        title="404"
        subTitle={t('shell.errors.notFound')}
        extra={
          <Space wrap>
            <Button type="primary" data-testid="back-home" onClick={() => void navigate('/')}>
              {t('shell.errors.backHome')}
            </Button>
            {user ? null : (
              <Button data-testid="sign-in-link" onClick={() => void navigate('/login')}>
                {t('shell.errors.signIn')}
              </Button>
            )}
          </Space>
        }
      />
    </div>
  );
}
