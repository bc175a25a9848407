import type { ThemeConfig } from 'antd';

/** Spec §9: theme colour #2588ef, #14bcf5 when embedded in a parent page. */
export const THEME_COLOR = { standalone: '#2588ef', embedded: '#14bcf5' } as const;

// The theme colours are too light for small text on white (WCAG AA wants 4.5:1), so text that
// carries the colour (links, selected tabs, primary buttons) uses a darker shade of the same hue.
const TEXT_COLOR = { standalone: '#1368c4', embedded: '#0a6f94' } as const;

export const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif";

/**
 * Component styles ship as one static stylesheet built from the style kit (scripts/build-antd-css.tsx),
 * so at run time antd generates nothing but its CSS variables. The cssVar keys are fixed so the
 * build and the pages agree on class names.
 */
export function themeConfig(embedded: boolean, zeroRuntime = true): ThemeConfig {
  return {
    token: {
      colorPrimary: embedded ? THEME_COLOR.embedded : THEME_COLOR.standalone,
      colorLink: embedded ? TEXT_COLOR.embedded : TEXT_COLOR.standalone,
      borderRadius: 6,
      // antd's default description grey (#87888a) is below 4.5:1 on our page background.
      colorTextDescription: '#5f6773',
      // antd's placeholder grey (#bfbfbf, 1.8:1) cannot be read; this one is 4.8:1 on white.
      colorTextPlaceholder: '#6b7280',
      // Danger buttons and error texts: antd's #ff4d4f is 3.3:1 on white, red-7 is 5.6:1.
      colorError: '#cf1322',
      fontFamily: FONT_FAMILY,
    },
    components: {
      Menu: {
        // The console's selected item: the theme colour on its light blue is 3.4:1.
        itemSelectedColor: embedded ? TEXT_COLOR.embedded : TEXT_COLOR.standalone,
      },
      // An empty table's message is written in the disabled grey (#bfbfbf) by default.
      Table: { colorTextDisabled: '#5f6773' },
      // Tags write their colour's shade 7 on its shade 1; for these three that is 2.8-3.4:1, so
      // they write a darker shade of the same hue (5.1-5.4:1). Status tags (success, processing...)
      // write antd's seed colours and are not used: pages pick a colour tag instead.
      Tag: { 'green-7': '#237804', 'gold-7': '#9a5b00', 'orange-7': '#ad4e00' },
      Button: {
        colorPrimary: embedded ? TEXT_COLOR.embedded : TEXT_COLOR.standalone,
        colorPrimaryHover: embedded ? THEME_COLOR.embedded : THEME_COLOR.standalone,
      },
      Tabs: {
        itemSelectedColor: embedded ? TEXT_COLOR.embedded : TEXT_COLOR.standalone,
        itemHoverColor: embedded ? TEXT_COLOR.embedded : TEXT_COLOR.standalone,
        itemActiveColor: embedded ? TEXT_COLOR.embedded : TEXT_COLOR.standalone,
      },
    },
    cssVar: { key: embedded ? 'rs-embed' : 'rs' },
    hashed: false,
    zeroRuntime,
  };
}
