import type { ReactNode } from 'react';

interface PageTitleProps {
  title: ReactNode;
  subtitle?: ReactNode;
  extra?: ReactNode;
}

/** The heading block at the top of a page. */
export function PageTitle({ title, subtitle, extra }: PageTitleProps) {
  return (
    <header className="page-title">
      <div>
        <h1>{title}</h1>
        {subtitle ? <p className="page-title__subtitle">{subtitle}</p> : null}
      </div>
      {extra ? <div className="page-title__extra">{extra}</div> : null}
    </header>
  );
}
