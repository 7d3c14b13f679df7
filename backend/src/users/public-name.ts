/**
 * The name the public sees for a seller: the first word of their full name, never the whole of it
 * (an adults-only site; public display names arrive with the accounts issue).
 */
export const publicName = (fullName: string): string => fullName.trim().split(/\s+/)[0] || 'Seller';
