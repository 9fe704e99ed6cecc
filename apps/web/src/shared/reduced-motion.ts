import { useSyncExternalStore } from 'react';
import type { ThemeConfig } from 'antd';
import { portalTheme } from './portal-theme.ts';

/** The system setting 'reduce motion' (WCAG 2.3.3): dialogs, lists and messages appear without sliding or fading. */
export const REDUCED_MOTION_MEDIA = '(prefers-reduced-motion: reduce)';

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(REDUCED_MOTION_MEDIA);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

export const prefersReducedMotion = (): boolean => typeof window !== 'undefined' && window.matchMedia(REDUCED_MOTION_MEDIA).matches;

/** Follows the setting as it changes, from the first render on (matchMedia is read synchronously). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}

/**
 * antd's own switch: `motion: false` turns its transitions off and sets their durations to 0 s.
 * Two constant objects, so a render that keeps the setting hands antd the same theme.
 */
const stillTheme: ThemeConfig = { ...portalTheme, token: { ...portalTheme.token, motion: false } };
export const themeFor = (reduced: boolean): ThemeConfig => (reduced ? stillTheme : portalTheme);
