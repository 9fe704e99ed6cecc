import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Card, Menu } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useIsPhone } from '../../../shared/responsive.ts';
import { PROFILE_SECTIONS, sectionOf, type ProfileSection } from '../profile-rules.ts';

interface ProfileLayoutProps {
  title: ReactNode;
  extra?: ReactNode;
  /** The chosen sub-view's body. */
  children: (section: ProfileSection) => ReactNode;
  'data-testid'?: string;
}

/**
 * The profile area's frame (PROF-U01): a collapsible menu of the ten sub-views on the left and the
 * chosen one on the right. The choice lives in `?section=`, so a reload or a shared link opens it.
 */
export function ProfileLayout({ title, extra, children, ...rest }: ProfileLayoutProps) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const [collapsed, setCollapsed] = useState(false);
  const [params, setParams] = useSearchParams();
  const section = sectionOf(params.get('section'));
  const narrow = collapsed && !phone;
  return (
    <div className="page-width page-block" data-testid={rest['data-testid']}>
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{title}</h1>} extra={extra}>
        <div style={{ display: 'flex', flexDirection: phone ? 'column' : 'row', gap: 16, alignItems: 'flex-start' }}>
          <nav aria-label={t('profile.student.menuLabel')} style={{ flex: phone ? undefined : `0 0 ${narrow ? 64 : 220}px`, width: phone ? '100%' : undefined }}>
            {phone ? null : (
              <Button type="text" size="small" onClick={() => setCollapsed((c) => !c)} data-testid="profile-menu-toggle"
                icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />} aria-expanded={!collapsed}
                aria-label={collapsed ? t('profile.student.expand') : t('profile.student.collapse')} />
            )}
            <Menu mode={phone ? 'horizontal' : 'inline'} inlineCollapsed={narrow} selectedKeys={[section]} data-testid="profile-menu"
              onClick={({ key }) => setParams((p) => { const next = new URLSearchParams(p); next.set('section', key); return next; })}
              items={PROFILE_SECTIONS.map((s, i) => ({
                key: s,
                label: <span data-testid={`profile-menu-${s}`}>{t(`profile.student.sections.${s}`)}</span>,
                icon: narrow ? <span aria-hidden="true">{i + 1}</span> : undefined,
              }))} />
          </nav>
          <section style={{ flex: 1, minWidth: 0, width: phone ? '100%' : undefined }} aria-labelledby="profile-section-title" data-testid={`profile-section-${section}`}>
            <h2 id="profile-section-title" style={{ fontSize: 16, marginTop: 4 }}>{t(`profile.student.sections.${section}`)}</h2>
            {children(section)}
          </section>
        </div>
      </Card>
    </div>
  );
}
