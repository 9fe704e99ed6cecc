import { useSyncExternalStore } from 'react';

/**
 * Below this width the layout drops the spec's fixed desktop widths (1,200 px content, 1,240 px
 * minimum) for phones: antd's `md` breakpoint, the same number as the `@media` rules of app.css.
 */
export const PHONE_MEDIA = '(max-width: 767.98px)';

/** One subscription function per query, so useSyncExternalStore keeps its subscription across renders. */
const subscriptions = new Map<string, (onChange: () => void) => () => void>();
const subscribeTo = (query: string) => {
  let subscribe = subscriptions.get(query);
  if (!subscribe) {
    subscribe = (onChange) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    };
    subscriptions.set(query, subscribe);
  }
  return subscribe;
};

/** Whether a media query matches now; false where there is no window. */
export const mediaMatches = (query: string): boolean => typeof window !== 'undefined' && window.matchMedia(query).matches;

/**
 * Follows a media query as it changes. Read synchronously from matchMedia (antd's
 * Grid.useBreakpoint answers only after an effect), so the first render already has the right answer.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(subscribeTo(query), () => mediaMatches(query), () => false);
}

/** Whether the screen is a phone's. */
export const useIsPhone = (): boolean => useMediaQuery(PHONE_MEDIA);
