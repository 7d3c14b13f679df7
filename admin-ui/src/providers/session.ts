/**
 * What the console keeps in localStorage: the token (the only secret), the name and e-mail to show in
 * the user menu, and whether the account must choose a new password before using the console; nothing
 * is "encrypted" client-side (docs/security.md, "Secrets"). The storefront on the same origin keeps its
 * seller session under the seed's keys (token, email, fullname), so the console uses keys of its own:
 * signing in or out of one never signs the other in or out.
 */
const KEYS = { token: 'admin.token', email: 'admin.email', fullName: 'admin.fullname', role: 'admin.role', mustChangePassword: 'admin.mustChangePassword' } as const;

export interface Session {
  token: string;
  email: string;
  fullName: string;
  role: string;
  mustChangePassword: boolean;
}

/** Screens that depend on the session (the password gate) re-render when it changes. */
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export const session = {
  token: (): string | null => localStorage.getItem(KEYS.token),
  email: (): string | null => localStorage.getItem(KEYS.email),
  fullName: (): string | null => localStorage.getItem(KEYS.fullName),
  role: (): string | null => localStorage.getItem(KEYS.role),
  mustChangePassword: (): boolean => localStorage.getItem(KEYS.mustChangePassword) === 'true',
  save(value: Session): void {
    localStorage.setItem(KEYS.token, value.token);
    localStorage.setItem(KEYS.email, value.email);
    localStorage.setItem(KEYS.fullName, value.fullName);
    localStorage.setItem(KEYS.role, value.role);
    localStorage.setItem(KEYS.mustChangePassword, String(value.mustChangePassword));
    changed();
  },
  /** What /auth/me says now (another device may have changed the password, or the name). */
  update(value: Pick<Session, 'fullName' | 'mustChangePassword'>): void {
    if (!session.token()) return; // signed out while the answer was on its way
    localStorage.setItem(KEYS.fullName, value.fullName);
    localStorage.setItem(KEYS.mustChangePassword, String(value.mustChangePassword));
    changed();
  },
  clear(): void {
    Object.values(KEYS).forEach((key) => localStorage.removeItem(key));
    changed();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
