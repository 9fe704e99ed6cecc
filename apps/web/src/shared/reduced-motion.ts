import type { ThemeConfig } from 'antd';
import { portalTheme } from './portal-theme.ts';
import { mediaMatches, useMediaQuery } from './responsive.ts';

/** The system setting 'reduce motion' (WCAG 2.3.3): dialogs, lists and messages appear without sliding or fading. */
export const REDUCED_MOTION_MEDIA = '(prefers-reduced-motion: reduce)';

export const prefersReducedMotion = (): boolean => mediaMatches(REDUCED_MOTION_MEDIA);

/** Follows the setting as it changes, from the first render on. */
export const useReducedMotion = (): boolean => useMediaQuery(REDUCED_MOTION_MEDIA);

/**
 * antd's own switch: `motion: false` turns its transitions off and sets their durations to 0 s.
 * Two constant objects, so a render that keeps the setting hands antd the same theme.
 */
const stillTheme: ThemeConfig = { ...portalTheme, token: { ...portalTheme.token, motion: false } };
export const themeFor = (reduced: boolean): ThemeConfig => (reduced ? stillTheme : portalTheme);
