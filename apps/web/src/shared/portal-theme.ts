import type { ThemeConfig } from 'antd';

/** Dark red of the school (selection.md §2.2, 'Primary colour dark red'). */
export const primaryColour = '#9b0d14';

/** The page font; antd's own stack lacks a CJK face, so Chinese would fall back unevenly. */
export const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif";

/** One theme for the page tree and for the dialogs rendered outside it. */
export const portalTheme: ThemeConfig = {
  token: { colorPrimary: primaryColour, colorLink: primaryColour, borderRadius: 4, fontFamily },
};
