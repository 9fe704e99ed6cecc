import { DownOutlined, KeyOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The user's own menu under their name in the banner: the e-mail notification settings, and
 * changing the password where the portal has local sign-in. The banner offers it only while the
 * user is themself (the server refuses a password change while simulating, and someone's e-mail
 * choices are theirs); sign-out stays a button of its own beside it, one click away. Loaded after
 * the page, so the drop-down's code stays off the first visit.
 */
export function UserMenu({ name, localLogin }: { name: string; localLogin: boolean }) {
  const { t } = useTranslation();
  const items: MenuProps['items'] = [
    { key: 'notifications', icon: <MailOutlined />, label: <Link to="/notifications/settings" data-testid="user-menu-notification-settings">{t('shell.banner.notificationSettings')}</Link> },
    ...(localLogin
      ? [{ key: 'password', icon: <KeyOutlined />, label: <Link to="/account/password" data-testid="user-menu-change-password">{t('shell.banner.changePassword')}</Link> }]
      : []),
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button type="text" className="banner-link" data-testid="user-name" aria-label={t('shell.banner.userMenu', { name })}>
        <UserOutlined /> {name} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
