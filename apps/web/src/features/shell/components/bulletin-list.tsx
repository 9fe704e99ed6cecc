import { RightOutlined } from '@ant-design/icons';
import type { NoticeRow } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../shared/current-user.tsx';
import { formatDate } from '../../../shared/date-format.ts';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { EmptyText, Panel, Placeholder } from '../../../shared/panel.tsx';
import { noticeAudience, useNoticeList } from '../shell.api.ts';

/** The home page shows the newest seven notices of every kind (selection.md §2.3, §7). */
export const HOME_BULLETIN_COUNT = 7;

/**
 * A notice with an external link opens it in a new tab, any other its detail page; shared by the
 * home bulletins and the notice list.
 */
export function NoticeTitleLink({ notice, children }: { notice: NoticeRow; children: ReactNode }) {
  if (notice.linkUrl) {
    return (
      <a href={notice.linkUrl} target="_blank" rel="noopener" title={notice.linkTitle ?? undefined} data-testid="notice-link">
        {children}
      </a>
    );
  }
  return (
    <Link to={`/news/details/${notice.id}`} data-testid="notice-link">
      {children}
    </Link>
  );
}

export function BulletinList() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const user = useCurrentUser();
  const notices = useNoticeList({ fieldType: null, pageSize: HOME_BULLETIN_COUNT, ...noticeAudience(user) });
  const rows = notices.data?.data ?? [];

  return (
    <Panel
      data-testid="home-bulletins"
      title={t('shell.home.bulletins')}
      className="home-card"
      extra={
        <Link to="/news/list?fieldType=report" data-testid="bulletin-more">
          {t('common.actions.more')} <RightOutlined />
        </Link>
      }
    >
      {notices.isPending ? <Placeholder rows={6} /> : null}
      {!notices.isPending && rows.length === 0 ? <EmptyText>{t('shell.notices.empty')}</EmptyText> : null}
      <ul className="bulletin-list" data-testid="bulletin-list">
        {rows.slice(0, HOME_BULLETIN_COUNT).map((n) => (
          <li key={n.id} className="bulletin-item" data-testid="bulletin-item">
            <NoticeTitleLink notice={n}>
              {n.isTop ? <span className="pin-mark">{t('shell.notices.top')}</span> : null}
              <span className="bulletin-title">{pickText(lang, n.title, n.enTitle)}</span>
            </NoticeTitleLink>
            <span className="bulletin-date">{formatDate(n.publishTime)}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
