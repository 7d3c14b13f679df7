import type { ThemeConfig } from 'antd/es/config-provider';

/** Brand: a deep raspberry on warm neutrals; rounded cards, comfortable touch targets. */
export const BRAND_COLOR = '#c2185b';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    colorSuccess: '#16a34a',
    colorWarning: '#d97706',
    colorError: '#dc2626',
    colorBgLayout: '#f6f5f7',
    borderRadius: 10,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
    fontSize: 15,
    controlHeight: 40,
  },
  components: {
    Button: { fontWeight: 600 },
    Card: { borderRadiusLG: 14 },
  },
};
