import type { ReactNode } from 'react';

/** The log-in and sign-up pages' card: heading, lead, the form, and below it the way to the other page. */
export function AuthCard({ title, lead, footer, children }: { title: string; lead: string; footer: ReactNode; children: ReactNode }) {
  return (
    <div className="auth-card panel">
      <h1>{title}</h1>
      <p className="auth-card__lead">{lead}</p>
      {children}
      <p className="auth-card__switch">{footer}</p>
    </div>
  );
}
