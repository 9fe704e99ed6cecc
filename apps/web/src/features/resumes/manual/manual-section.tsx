import type { ReactNode } from 'react';

/** One titled part of the manual's form; its heading names the region for screen readers. */
export function ManualSection({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="manual-section" aria-labelledby={`manual-section-${id}`} data-testid={`manual-section-${id}`}>
      <h2 id={`manual-section-${id}`} className="manual-section-title">{title}</h2>
      {intro ? <p className="manual-section-intro">{intro}</p> : null}
      {children}
    </section>
  );
}
