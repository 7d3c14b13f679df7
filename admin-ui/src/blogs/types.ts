import type { ApiSchemas } from '../providers/api-types';

export type BlogPost = ApiSchemas['BlogPostDto'];

/** The visible text of a post's HTML description, for previews. */
export const plainText = (html: string): string => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
