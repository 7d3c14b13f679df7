import type { ReactNode } from 'react';
import { usePageMeta } from '../../../lib/page-meta';

interface LegalArticleProps {
  title: string;
  updated: string;
  description: string;
  children: ReactNode;
}

export function LegalArticle({ title, updated, description, children }: LegalArticleProps) {
  usePageMeta({ title, description });
  return (
    <article className="panel legal">
      <h1>{title}</h1>
      <p className="muted">Last updated: {updated}</p>
      {children}
    </article>
  );
}
