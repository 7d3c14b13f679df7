import { useCallback, useState } from 'react';

/** Where the seller's state is remembered on this device (storefront/README.md lists the keys). */
const KEY = 'billingState';

function stored(): string | undefined {
  try {
    return localStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The state a top-up's GST invoice names as the place of supply (optional: unset, the invoice names the operator's
 * own state), chosen once and remembered in localStorage for the next top-ups.
 */
export function useBillingState(): [string | undefined, (state: string | undefined) => void] {
  const [state, setState] = useState(stored);
  const change = useCallback((next: string | undefined) => {
    setState(next);
    try {
      if (next) localStorage.setItem(KEY, next);
      else localStorage.removeItem(KEY);
    } catch {
      // Storage disabled (private mode): remembered for this page only.
    }
  }, []);
  return [state, change];
}
