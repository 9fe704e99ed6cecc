import type { ReactNode } from 'react';

/**
 * A box that scrolls its content (a long import preview, a wide table) and can be reached by
 * keyboard: a scrolling area that takes no focus cannot be scrolled without a mouse (axe
 * "scrollable-region-focusable"). antd's own `scroll` on a Table makes such an area with no way to
 * give it focus, so previews scroll inside this instead, and so do wide tables whose rows hold
 * nothing focusable (`maxHeight={null}`: as tall as the table, scrolling sideways only).
 */
export function ScrollRegion({ label, maxHeight = 360, children }: { label: string; maxHeight?: number | null; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ maxHeight: maxHeight ?? undefined, overflow: 'auto' }}>
      {children}
    </div>
  );
}
