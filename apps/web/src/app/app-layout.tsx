import { FloatButton } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LoadingCard } from '../shared/loading-card.tsx';
import { AppBanner, BannerBrand } from './app-banner.tsx';
import { GlobalNoticeAlert, SimulationBanner } from './layout-notices.tsx';
import { RouteGuard } from './route-guard.tsx';
import { TopNav } from './top-nav.tsx';
import { LanguageSelector } from '../shared/language-selector.tsx';

function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <div className="page-width">
        <div>{t('common.footer.address')}</div>
        <div>{t('common.footer.copyright', { year: new Date().getFullYear() })}</div>
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
        <FloatButton.BackTop data-testid="back-to-top" />
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
