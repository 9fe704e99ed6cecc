import type { ThemeConfig } from 'antd';

/** Dark red of the school (selection.md §2.2, 'Primary colour dark red'). */
export const primaryColour = '#9b0d14';

/**
 * The page font, one stack per language (app.css `--portal-font`, switched by <html lang>): antd's
 * own stack lacks a CJK face, and English needs its Latin faces first. A CSS variable, so a language
 * switch needs no new theme.
 */
export const fontFamily = 'var(--portal-font)';

/**
 * Grey text and the error red, darker than antd's: its #8c8c8c and #bfbfbf greys and its #ff4d4f
 * red fall below the WCAG AA contrast ratio (4.5:1) for text, on white and on the grey table
 * headers alike. 57% black is 5.1:1 on white and 4.9:1 on #f0f0f0; app.css has the same values as
 * --portal-text-tertiary and --portal-error for the page frame.
 */
export const textTertiary = 'rgba(0, 0, 0, 0.57)';
export const errorColour = '#cf1322';

/**
 * Tag texts one palette step darker where antd's (step 7 on step 1) is under 4.5:1; red, blue,
 * geekblue, purple and magenta already pass. The status tags take the same steps: antd writes them
 * in the status colours themselves (#52c41a on #f6ffed is 2.2:1).
 */
const tagTokens = {
  volcano7: '#ad2102', orange7: '#ad4e00', gold7: '#874d00', yellow7: '#876800', lime7: '#3f6600', green7: '#237804', cyan7: '#006d75',
  colorSuccess: '#237804', colorInfo: '#0958d9', colorWarning: '#ad4e00',
};

/** One theme for the page tree and for the dialogs rendered outside it. */
export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: primaryColour, colorLink: primaryColour, borderRadius: 4, fontFamily, colorError: errorColour,
    colorTextTertiary: textTertiary, colorTextDescription: textTertiary, colorTextPlaceholder: textTertiary,
  },
  components: {
    Tag: tagTokens,
    // Days of the neighbouring months are shown in the disabled grey, but they are live, clickable
    // days. Disabled controls keep antd's lighter grey: WCAG exempts them, and they must look off.
    Calendar: { colorTextDisabled: textTertiary },
  },
};
