/**
 * What the pages ask of the browser and jsdom lacks: media queries (antd's grid breakpoints), ResizeObserver (a text
 * area's size) and scrolling (jsdom logs "not implemented"). Imported by the tests that render whole pages.
 */
window.matchMedia ??= (query: string) =>
  ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

window.scrollTo = () => undefined;
