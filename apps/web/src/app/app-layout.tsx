import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { schoolNow } from '../shared/date-format.ts';
import { LanguageSelector } from '../shared/language-selector.tsx';
import { LoadingCard } from '../shared/panel.tsx';
import { AppBanner, BannerBrand } from './app-banner.tsx';
import { GlobalNoticeAlert, SimulationBanner } from './layout-notices.tsx';
import { RouteGuard } from './route-guard.tsx';
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

/** Signed-in pages: guard, banner, navigation, the two notices, the page, footer, back-to-top. */
export function AppLayout() {
  return (
    <RouteGuard>
      <div className="layout">
        <AppBanner />
        <TopNav />
        <SimulationBanner />
        <GlobalNoticeAlert />
        <main className="layout-main">
          <Suspense fallback={<LoadingCard />}>
            <Outlet />
          </Suspense>
        </main>
        <AppFooter />
        <Suspense fallback={null}>
          <BackTop data-testid="back-to-top" />
        </Suspense>
      </div>
    </RouteGuard>
  );
}

/** Sign-in and error pages: no user is needed, so only the brand and the language choice. */
export function PublicLayout() {
  return (
    <div className="layout">
      <header className="banner">
        <div className="banner-inner page-width">
          <BannerBrand />
          <LanguageSelector />
        </div>
      </header>
      <main className="layout-main">
        <Suspense fallback={<LoadingCard />}>
          <Outlet />
        </Suspense>
      </main>
      <AppFooter />
    </div>
  );
}
