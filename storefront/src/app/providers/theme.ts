import type { ThemeConfig } from 'antd/es/config-provider';

/** Brand: a deep raspberry on warm neutrals; rounded cards, comfortable touch targets. */
export const BRAND_COLOR = '#c2185b';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    colorSuccess: '#16a34a',
    colorWarning: '#d97706',
    colorError: '#c62828',
    colorBgLayout: '#f6f5f7',
    // Secondary text, breadcrumb links and placeholders at 4.5:1 on white (WCAG AA; antd's defaults are lighter);
    // placeholders also on a disabled field's grey (#f5f5f5: a district select waiting for its state).
    colorTextDescription: '#6e6878',
    colorTextPlaceholder: '#6b6b6b',
    borderRadius: 10,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
    fontSize: 15,
    controlHeight: 40,
  },
  components: {
    Button: { fontWeight: 600 },
    Card: { borderRadiusLG: 14 },
    // The labels of a list of details (the profile's account and wallet): antd's grey is 3.4:1 on white.
    Descriptions: { labelColor: '#6e6878' },
  },
};
