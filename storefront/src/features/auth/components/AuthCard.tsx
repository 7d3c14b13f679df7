import type { ReactNode } from 'react';

/** The account pages' card: heading, lead, the form or its result, and below it the way to another page. */
export function AuthCard({ title, lead, footer, children }: { title: string; lead?: ReactNode; footer?: ReactNode; children: ReactNode }) {
  return (
    <div className="auth-card panel">
      <h1>{title}</h1>
      {lead ? <p className="auth-card__lead">{lead}</p> : null}
      {children}
      {footer ? <p className="auth-card__switch">{footer}</p> : null}
    </div>
  );
}
