import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PanelProps {
  title?: ReactNode;
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A card-like frame for the pages every visit loads (sign-in, home, the loading state). antd's
 * Card brings its tab strip along, which those pages never use; other pages use Card freely.
 */
export function Panel({ title, extra, className, children, ...rest }: PanelProps) {
  return (
    <section className={['panel', className].filter(Boolean).join(' ')} data-testid={rest['data-testid']}>
      {title || extra ? (
        <header className="panel-head">
          <h2 className="panel-title">{title}</h2>
          {extra ? <div className="panel-extra">{extra}</div> : null}
        </header>
      ) : null}
      <div className="panel-body">{children}</div>
    </section>
  );
}

/** Grey placeholder bars while content loads; CSS only, for the same reason as Panel. */
export function Placeholder({ rows = 4 }: { rows?: number }) {
  return (
    <div className="placeholder" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="placeholder-bar" style={{ width: i === rows - 1 ? '60%' : '100%' }} />
      ))}
    </div>
  );
}

/** Text in place of a list that has no rows. */
export function EmptyText({ children }: { children: ReactNode }) {
  return <div className="empty-text">{children}</div>;
}

/**
 * Shown while the user is being verified and while a page chunk loads (selection.md §2.2), so the
 * layout never flashes content of a user who is not known yet.
 */
export function LoadingCard({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="page-width page-block" data-testid="loading-card">
      <Panel title={label ?? t('common.loading')}>
        <Placeholder rows={5} />
      </Panel>
    </div>
  );
}
