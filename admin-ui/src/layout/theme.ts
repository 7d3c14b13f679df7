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

/**
 * react-admin's light palette with text at 4.5:1 (WCAG AA, checked by axe in the console journeys): its app bar and
 * secondary chips put white on #2196f3 (3.1:1), text buttons #1976d2 on the #fafafb page (4.4:1), and outlined
 * warning buttons #ed6c02 on white (3.1:1). The same hues, a shade darker.
 */
const readablePalette = (base: RaThemeOptions): RaThemeOptions => ({
  ...base,
  palette: {
    ...base.palette,
    primary: { main: '#1565c0' },
    secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    warning: { main: '#b45309' },
  },
});

export const lightTheme = withScrollingTables(readablePalette(defaultTheme));
export const darkTheme = withScrollingTables(defaultDarkTheme);
