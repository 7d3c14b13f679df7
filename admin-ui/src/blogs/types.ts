import type { ResourceRecord } from '../providers/resources';

export type BlogPost = ResourceRecord<'blogs'>;

/** The visible text of a post's HTML description, for previews. */
export const plainText = (html: string): string => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
