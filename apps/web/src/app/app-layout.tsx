import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useOptionalUser } from '../shared/current-user.tsx';
import { useIdentitySwapping } from '../shared/identity-swap.ts';
import { schoolNow } from '../shared/date-format.ts';
import { LanguageSelector } from '../shared/language-selector.tsx';
import { LoadingCard } from '../shared/panel.tsx';
import { AppBanner, BannerBrand } from './app-banner.tsx';
import { GlobalNoticeAlert, SimulationBanner } from './layout-notices.tsx';
import { OptionalUserGuard, RouteGuard } from './route-guard.tsx';
import { TopNav } from './top-nav.tsx';

/** Back-to-top appears only after scrolling, so it loads after the page rather than with it. */
const BackTop = lazy(() => import('antd/es/float-button').then((m) => ({ default: m.default.BackTop })));

function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <div className="page-width">
        <div>{t('common.footer.address')}</div>
        <div>{t('common.footer.copyright', { year: schoolNow().year() })}</div>
      </div>
    </footer>
  );
}

/**
 * The frame around every page with a user: banner (name, sign-out), navigation, the two notices,
 * the page, footer, back-to-top. Without a user (an error page seen signed out) the banner and the
 * navigation still show, the user's parts do not.
 */
function ShellFrame() {
  const user = useOptionalUser();
  return (
    <div className="layout">
      <AppBanner />
      <TopNav />
      {user ? (
        <>
          <SimulationBanner />
          <GlobalNoticeAlert />
        </>
      ) : null}
      <PageMain />
      <Suspense fallback={null}>
        <BackTop data-testid="back-to-top" />
      </Suspense>
    </div>
  );
}

/** The page itself, loaded lazily, and the footer under it: the same in every frame. */
function PageMain() {
  const swapping = useIdentitySwapping();
  return (
    <>
      <main className="layout-main">
        <Suspense fallback={<LoadingCard />}>
          {swapping ? <LoadingCard /> : <Outlet />}
        </Suspense>
      </main>
      <AppFooter />
    </>
  );
}

/** Signed-in pages: the route guard, then the shell. */
export function AppLayout() {
  return (
    <RouteGuard>
      <ShellFrame />
    </RouteGuard>
  );
}

/** 404 and 403: inside the shell for a signed-in user, so the way on is where it always is. */
export function ErrorLayout() {
  return (
    <OptionalUserGuard>
      <ShellFrame />
    </OptionalUserGuard>
  );
}

/** The sign-in page: no user is needed, so only the brand and the language choice. */
export function PublicLayout() {
  return (
    <div className="layout">
      <header className="banner">
        <div className="banner-inner page-width">
          <BannerBrand />
          <LanguageSelector />
        </div>
      </header>
      <PageMain />
    </div>
  );
}
