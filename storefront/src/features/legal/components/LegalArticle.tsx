import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/page-meta';

interface LegalArticleProps {
  title: string;
  updated: string;
  description: string;
  children: ReactNode;
}

export function LegalArticle({ title, updated, description, children }: LegalArticleProps) {
  const { t } = useTranslation();
  usePageMeta({ title, description });
  return (
    <article className="panel legal">
      <h1>{title}</h1>
      <p className="muted">{t('legal.lastUpdated', { date: updated })}</p>
      {children}
    </article>
  );
}
