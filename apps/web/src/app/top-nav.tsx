import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useInfoPages } from '../features/shell/index.ts';
import { pickText, useLanguage } from '../shared/language.ts';
import { useIsPhone } from '../shared/responsive.ts';

/** Where an information page lives: the contact page has its own route in the table (/news/contact). */
export const infoPagePath = (key: string) => (key === 'contact' ? '/news/contact' : `/info/${encodeURIComponent(key)}`);

/**
 * Home, then the information pages in the order the server keeps them (admissions, FAQ,
 * downloads, links, contact). Plain links rather than antd Menu, which would add its overflow and
 * popup machinery to every page for six links.
 */
export function NavLinks({ className }: { className: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const pages = useInfoPages();
  const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'top-nav-link active' : 'top-nav-link');
  return (
    <div className={className}>
      <NavLink to="/" end className={linkClass} data-testid="nav-home">
        {t('common.nav.home')}
      </NavLink>
      {(pages.data ?? []).map((p) => (
        <NavLink key={p.key} to={infoPagePath(p.key)} className={linkClass} data-testid={`nav-info-${p.key}`}>
          {pickText(lang, p.title, p.enTitle)}
        </NavLink>
      ))}
    </div>
  );
}

/** The fixed-width navigation bar (selection.md §2.1); on a phone the banner's drawer holds these links. */
export function TopNav() {
  const { t } = useTranslation();
  if (useIsPhone()) return null;
  return (
    <nav className="top-nav" aria-label={t('common.nav.label')}>
      <NavLinks className="page-width top-nav-links" />
    </nav>
  );
}
