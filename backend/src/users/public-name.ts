/**
 * The name the public sees for a seller: their display name (a nickname they choose, unique; the
 * full name stays private). Accounts get one at sign-up, so the fallback is for rows older than that.
 */
export const publicName = (displayName: string | null): string => displayName || 'Seller';
