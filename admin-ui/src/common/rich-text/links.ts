/** The link schemes the server keeps (backend common/rich-text.ts); anything else is refused here. */
const SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** The URL to link to, or null when it does not parse (seed: 'Invalid URL'). */
export function parseLink(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return SCHEMES.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** An <a> as HTML, its attribute and text escaped by the DOM. */
export function anchorHtml(href: string, text: string): string {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = text;
  return a.outerHTML;
}
