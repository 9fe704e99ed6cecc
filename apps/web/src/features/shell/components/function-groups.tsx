import type { HomeFunctionGroup } from '@portal/contracts';
import { Collapse } from 'antd';
import type { CollapseProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../shared/current-user.tsx';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { EmptyText, Placeholder } from '../../../shared/panel.tsx';
import type { Language } from '../../../shared/language.ts';
import { useFunctionGroups } from '../shell.api.ts';
import { MenuIcon } from '../../../shared/menu-icon.tsx';

type FunctionItem = HomeFunctionGroup['childs'][number];

/** An entry opens its own screen, or the notice list of its `target` (selection.md §2.3). */
export const functionHref = (item: FunctionItem) => item.url ?? `/news/list?fieldType=${encodeURIComponent(item.target ?? 'report')}`;

const isExternal = (href: string) => /^https?:\/\//i.test(href);

function FunctionTile({ item, lang }: { item: FunctionItem; lang: Language }) {
  const href = functionHref(item);
  const body = (
    <>
      <span className="function-tile-icon">
        <MenuIcon name={item.icon} />
      </span>
      <span className="function-tile-title">{pickText(lang, item.title, item.enTitle)}</span>
    </>
  );
  return isExternal(href) ? (
    <a className="function-tile" href={href} target="_blank" rel="noopener noreferrer" data-testid="function-item">
      {body}
    </a>
  ) : (
    <Link className="function-tile" to={href} data-testid="function-item">
      {body}
    </Link>
  );
}

/** The collapsible function groups under the calendar; the server decides who sees what. */
export function FunctionGroups() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const user = useCurrentUser();
  const groups = useFunctionGroups(user.isOutBishop);

  if (groups.isPending) return <Placeholder rows={3} />;
  const data = groups.data ?? [];
  if (data.length === 0) return <EmptyText>{t('shell.home.noFunctions')}</EmptyText>;

  const items: CollapseProps['items'] = data.map((group, index) => ({
    key: String(index),
    label: (
      <span className="function-group-title" data-testid="function-group" style={{ borderLeftColor: group.color }}>
        {pickText(lang, group.title, group.enTitle)}
      </span>
    ),
    children: (
      <div className="function-grid">
        {group.childs.map((item) => (
          <FunctionTile key={`${item.title}-${functionHref(item)}`} item={item} lang={lang} />
        ))}
      </div>
    ),
  }));

  return <Collapse items={items} defaultActiveKey={data.map((_, i) => String(i))} className="function-groups" />;
}
