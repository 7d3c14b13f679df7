/**
 * What the console keeps in localStorage: the token (the only secret) and the name and e-mail to
 * show in the user menu; nothing is "encrypted" client-side (docs/security.md, "Secrets"). The storefront
 * on the same origin keeps its seller session under the seed's keys (token, email, fullname), so
 * the console uses keys of its own: signing in or out of one never signs the other in or out.
 */
const KEYS = { token: 'admin.token', email: 'admin.email', fullName: 'admin.fullname', role: 'admin.role' } as const;

export interface Session {
  token: string;
  email: string;
  fullName: string;
  role: string;
}

export const session = {
  token: (): string | null => localStorage.getItem(KEYS.token),
  email: (): string | null => localStorage.getItem(KEYS.email),
  fullName: (): string | null => localStorage.getItem(KEYS.fullName),
  role: (): string | null => localStorage.getItem(KEYS.role),
  save(value: Session): void {
    localStorage.setItem(KEYS.token, value.token);
    localStorage.setItem(KEYS.email, value.email);
    localStorage.setItem(KEYS.fullName, value.fullName);
    localStorage.setItem(KEYS.role, value.role);
  },
  clear(): void {
    Object.values(KEYS).forEach((key) => localStorage.removeItem(key));
  },
};
