import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useInfoPages } from '../features/shell/shell.api.ts';
import { pickText, useLanguage } from '../shared/language.ts';

/** Where an information page lives: the contact page has its own route in the table (/news/contact). */
export const infoPagePath = (key: string) => (key === 'contact' ? '/news/contact' : `/info/${encodeURIComponent(key)}`);

/**
 * The fixed-width navigation bar (selection.md §2.1): Home, then the information pages in the
 * order the server keeps them (admissions, FAQ, downloads, links, contact).
 */
export function TopNav() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { pathname } = useLocation();
  const pages = useInfoPages();

  const items: MenuProps['items'] = [
    { key: '/', label: <Link to="/" data-testid="nav-home">{t('common.nav.home')}</Link> },
    ...(pages.data ?? []).map((p) => {
      const path = infoPagePath(p.key);
      return { key: path, label: <Link to={path} data-testid={`nav-info-${p.key}`}>{pickText(lang, p.title, p.enTitle)}</Link> };
    }),
  ];
  const selected = items.some((i) => i?.key === pathname) ? [pathname] : [];

  return (
    <nav className="top-nav" aria-label={t('common.nav.label')}>
      <div className="page-width">
        <Menu mode="horizontal" selectedKeys={selected} items={items} disabledOverflow className="top-nav-menu" />
      </div>
    </nav>
  );
}
