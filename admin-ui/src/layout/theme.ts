import { defaultDarkTheme, defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's themes, with tables that fit a 1280 px window beside the open sidebar (narrow cell
 * padding; long addresses wrap, see common/cells.ts), and any wider table scrolling inside its card
 * instead of widening the page (react-admin's layout otherwise grows to fit the widest table,
 * pushing filters and actions off screen).
 */
const withScrollingTables = (base: RaThemeOptions): RaThemeOptions => ({
  ...base,
  components: {
    ...base.components,
    RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    RaDataTable: {
      styleOverrides: {
        root: {
          '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
          '& .RaDataTable-rowCell, & .RaDataTable-headerCell': { paddingLeft: 6, paddingRight: 6 },
        },
      },
    },
  },
});

export const lightTheme = withScrollingTables(defaultTheme);
export const darkTheme = withScrollingTables(defaultDarkTheme);
