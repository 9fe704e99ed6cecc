import { HomeOutlined, LinkOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadIdentitySimulatorMenu, loadNotificationBell, loadUserMenu, useAuthConfig } from '../features/shell/index.ts';
import { signOut } from '../shared/auth-session.ts';
import { useOptionalUser } from '../shared/current-user.tsx';
import { LanguageSelector } from '../shared/language-selector.tsx';
import { pickText, useLanguage } from '../shared/language.ts';
import { useIsPhone } from '../shared/responsive.ts';

/** Only administrators see the simulator, so its menu, dialog and form load on demand. */
const IdentitySimulatorMenu = lazy(() =>
  loadIdentitySimulatorMenu().then((m) => ({ default: m.IdentitySimulatorMenu })),
);

/** The user's menu (changing the password) loads after the page; until then the name shows alone. */
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));

/** The notification bell polls and opens its list after the page is up: none of it is on the first paint. */
const NotificationBell = lazy(() => loadNotificationBell().then((m) => ({ default: m.NotificationBell })));

/** On phones only: the drawer with the navigation and the banner's actions. */
const PhoneNav = lazy(() => import('./phone-nav.tsx').then((m) => ({ default: m.PhoneNav })));

/** The school's mark and name; the public pages show only this and the language choice. */
export function BannerBrand() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="banner-brand" data-testid="school-name">
      <span className="banner-logo" aria-hidden>
        BS
      </span>
      <span>{t('common.app.schoolName')}</span>
      <span className="banner-subtitle">{t('common.app.portalName')}</span>
    </Link>
  );
}

/**
 * The banner's actions: Home, the legacy OA link, the simulator for administrators, the language
 * choice, the notification bell, the user's name (with their menu) and sign-out. `inDrawer` drops the language choice
 * and the bell, which stay in the phone's banner.
 */
function BannerActions({ inDrawer = false }: { inDrawer?: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const user = useOptionalUser();
  const config = useAuthConfig();
  const oaUrl = config.data?.oaUrl;
  const name = user ? pickText(lang, user.name, user.enName) : '';
  const nameOnly = (
    <span className="banner-user" data-testid="user-name">
      <UserOutlined /> {name}
    </span>
  );
  // One's own settings (e-mail choices; a password with local sign-in): not while acting as someone else.
  const ownMenu = Boolean(user && !user.virtualBy);

  return (
    <Space size={4} wrap className={inDrawer ? 'banner-actions phone-nav-action-list' : 'banner-actions'}>
      {inDrawer ? null : (
        <Link to="/" className="banner-link">
          <HomeOutlined /> {t('common.nav.home')}
        </Link>
      )}
      {oaUrl ? (
        <a href={oaUrl} target="_blank" rel="noopener noreferrer" className="banner-link" data-testid="oa-link">
          <LinkOutlined /> {t('shell.banner.oa')}
        </a>
      ) : null}
      {user && (user.isAdmin || user.virtualBy) ? (
        <Suspense fallback={null}>
          <IdentitySimulatorMenu />
        </Suspense>
      ) : null}
      {inDrawer ? null : <LanguageSelector />}
      {user ? (
        <>
          {inDrawer ? null : <Suspense fallback={null}><NotificationBell /></Suspense>}
          {ownMenu ? <Suspense fallback={nameOnly}><UserMenu name={name} localLogin={Boolean(config.data?.localLogin)} /></Suspense> : nameOnly}
          <Button type="text" className="banner-link" icon={<LogoutOutlined />} data-testid="sign-out" onClick={() => void signOut()}>
            {t('common.actions.signOut')}
          </Button>
        </>
      ) : null}
    </Space>
  );
}

/**
 * The top bar (selection.md §2.2–2.3): the brand and the actions. On a phone the actions and the
 * navigation go into a drawer behind a menu button; the language choice stays in sight.
 */
export function AppBanner() {
  const isPhone = useIsPhone();
  const user = useOptionalUser();
  return (
    <header className="banner">
      <div className="banner-inner page-width">
        <BannerBrand />
        {isPhone ? (
          <Space size={4}>
            <LanguageSelector />
            {user ? <Suspense fallback={null}><NotificationBell /></Suspense> : null}
            <Suspense fallback={null}>
              <PhoneNav>
                <BannerActions inDrawer />
              </PhoneNav>
            </Suspense>
          </Space>
        ) : (
          <BannerActions />
        )}
      </div>
    </header>
  );
}
