import type { BlogComment } from '../providers/api';

export interface BlogPost {
  id: number;
  title: string;
  description: string;
  photo: string | null;
  comments: BlogComment[];
  createdAt: string;
}

/** The visible text of a post's HTML description, for previews. */
export const plainText = (html: string): string => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
