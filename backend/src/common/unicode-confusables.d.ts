// The package ships its declarations as "index.ts.d", which TypeScript does not find.
declare module 'unicode-confusables' {
  /** Each character replaced by its prototype in Unicode's confusables.txt; zero-width characters dropped. */
  export function rectifyConfusion(text: string): string;
}
