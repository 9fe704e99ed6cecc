import { useSyncExternalStore } from 'react';

/**
 * Below this width the layout drops the spec's fixed desktop widths (1,200 px content, 1,240 px
 * minimum) for phones: antd's `md` breakpoint, the same number as the `@media` rules of app.css.
 */
export const PHONE_MEDIA = '(max-width: 767.98px)';

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(PHONE_MEDIA);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

/**
 * Whether the screen is a phone's. Read synchronously from matchMedia (antd's Grid.useBreakpoint
 * answers only after an effect), so the first render already has the right layout.
 */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(PHONE_MEDIA).matches, () => false);
}
