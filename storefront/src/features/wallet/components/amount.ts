import { WALLET_LIMITS } from '../../../lib/validation';

export const PRESET_AMOUNTS = [100, 200, 500, 1000, 2000, 5000];

/** A whole number of rupees within the wallet's limits, or null. */
export function parseAmount(raw: string | null | undefined): number | null {
  const amount = Number(raw);
  return Number.isInteger(amount) && amount >= WALLET_LIMITS.min && amount <= WALLET_LIMITS.max ? amount : null;
}
