import { DownOutlined, KeyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The user's own menu under their name in the banner: changing the password. The banner offers it
 * only where the portal has local sign-in and the user is themself (the server refuses a change
 * while simulating); sign-out stays a button of its own beside it, one click away. Loaded after the
 * page, so the drop-down's code stays off the first visit.
 */
export function UserMenu({ name }: { name: string }) {
  const { t } = useTranslation();
  const items: MenuProps['items'] = [
    { key: 'password', icon: <KeyOutlined />, label: <Link to="/account/password" data-testid="user-menu-change-password">{t('shell.banner.changePassword')}</Link> },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button type="text" className="banner-link" data-testid="user-name" aria-label={t('shell.banner.userMenu', { name })}>
        <UserOutlined /> {name} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
