import { useEffect } from 'react';
import { currentLanguage, t } from '../i18n';
import { pathIn } from '../i18n/language';

interface PageMeta {
  title?: string;
  description?: string;
  /** Absolute or site-relative; defaults to the current path without its query. */
  canonical?: string;
}

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
    document.title = title ? t('common.meta.titled', { title }) : t('common.meta.defaultTitle');
    setTag('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }), 'content', description || t('common.meta.defaultDescription'));
    // A site-relative canonical names the English page: the Hindi page's own is under /hi.
    const path = canonical?.startsWith('/') ? pathIn(currentLanguage(), canonical) : canonical || window.location.pathname;
    const href = new URL(path, window.location.origin).href;
    setTag('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }), 'href', href);
  }, [skip, title, description, canonical]);
}
