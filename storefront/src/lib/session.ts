import { useSyncExternalStore } from 'react';

/**
 * The signed-in user, kept in localStorage under the seed's keys (token, email, fullname).
 * Nothing is "encrypted" client-side (docs/security.md, "Secrets"): the token is the only secret kept.
 */
export interface Session {
  token: string;
  email: string;
  fullName: string;
  role: string;
}

const KEYS = { token: 'token', email: 'email', fullName: 'fullname', role: 'role' } as const;
/**
 * Set by the 18+ gate (public/age-gate.js). Survives log-out: a visitor who confirmed their age
 * should not be asked again on the same device.
 */
const AGE_CONFIRMED_KEY = 'ageConfirmed';

const listeners = new Set<() => void>();
let cachedRaw = '';
let cachedSession: Session | null = null;

function readRaw(): string {
  return [KEYS.token, KEYS.email, KEYS.fullName, KEYS.role].map((key) => localStorage.getItem(key) ?? '').join('\u0000');
}

export function getSession(): Session | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const [token, email, fullName, role] = raw.split('\u0000');
    cachedSession = token ? { token, email, fullName, role } : null;
  }
  return cachedSession;
}

export function getToken(): string | null {
  return localStorage.getItem(KEYS.token);
}

function emit(): void {
  listeners.forEach((listener) => listener());
}

export function saveSession(session: Session): void {
  localStorage.setItem(KEYS.token, session.token);
  localStorage.setItem(KEYS.email, session.email);
  localStorage.setItem(KEYS.fullName, session.fullName);
  localStorage.setItem(KEYS.role, session.role);
  emit();
}

/** Clears local storage (seed: log out clears it), keeping only the age confirmation. */
export function clearSession(): void {
  const ageConfirmed = localStorage.getItem(AGE_CONFIRMED_KEY);
  localStorage.clear();
  if (ageConfirmed) localStorage.setItem(AGE_CONFIRMED_KEY, ageConfirmed);
  emit();
}

/** Calls `listener` when the session changes, in this tab or another. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values(KEYS).includes(event.key as (typeof KEYS)[keyof typeof KEYS])) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
