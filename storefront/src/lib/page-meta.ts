import { useEffect } from 'react';

interface PageMeta {
  title?: string;
  description?: string;
  /** Absolute or site-relative; defaults to the current path without its query. */
  canonical?: string;
}

const SITE = 'Bazaar';
const DEFAULT_DESCRIPTION = 'Search and post classified ads by category, state and city across India. Adults (18+) only.';

function setTag(selector: string, create: () => HTMLElement, attribute: string, value: string): void {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  element.setAttribute(attribute, value);
}

/**
 * Keeps <title>, the meta description and the canonical link in step with client-side navigation
 * (the server injects the same values into the first HTML answer).
 */
export function usePageMeta(meta: PageMeta | null): void {
  const { title, description, canonical } = meta ?? {};
  const skip = meta === null;
  useEffect(() => {
    // null: the page renders a child (such as not-found) that sets its own tags.
    if (skip) return;
    document.title = title ? `${title} | ${SITE}` : `${SITE}: classified ads for adults in India`;
    setTag('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }), 'content', description || DEFAULT_DESCRIPTION);
    const href = new URL(canonical || window.location.pathname, window.location.origin).href;
    setTag('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }), 'href', href);
  }, [skip, title, description, canonical]);
}
