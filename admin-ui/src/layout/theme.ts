import { defaultDarkTheme, defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's themes, with wide tables scrolling inside their card instead of widening the page
 * (its layout otherwise grows to fit the widest table, pushing filters and actions off screen).
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
          '& .RaDataTable-rowCell, & .RaDataTable-headerCell': { paddingLeft: 8, paddingRight: 8 },
        },
      },
    },
  },
});

export const lightTheme = withScrollingTables(defaultTheme);
export const darkTheme = withScrollingTables(defaultDarkTheme);
