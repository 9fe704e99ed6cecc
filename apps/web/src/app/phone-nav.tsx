import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLinks } from './top-nav.tsx';

/**
 * On a phone the navigation bar and the banner's actions do not fit across: a menu button opens
 * them in a drawer. Loaded only on phones, so desktops do not carry the drawer.
 */
export function PhoneNav({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Following a link closes the drawer; the page behind it is where the reader wanted to go.
  const closeOnLink = (e: MouseEvent<HTMLElement>) => {
    if (e.target instanceof Element && e.target.closest('a')) setOpen(false);
  };
  return (
    <>
      <Button
        type="text"
        className="banner-link phone-nav-button"
        icon={<MenuOutlined />}
        aria-label={t('common.nav.menu')}
        aria-expanded={open}
        data-testid="phone-nav-open"
        onClick={() => setOpen(true)}
      />
      <Drawer open={open} onClose={() => setOpen(false)} placement="right" size="min(300px, 100vw)" title={t('common.nav.menu')} data-testid="phone-nav">
        <nav aria-label={t('common.nav.label')} onClick={closeOnLink}>
          <NavLinks className="phone-nav-links" />
          <div className="phone-nav-actions">{children}</div>
        </nav>
      </Drawer>
    </>
  );
}
