/** REQUESTED grey-blue, PENDING orange, APPROVED green, REJECTED red (docs/admin-guide.md, "Payments"), anything else black. */
export const STATUS_COLORS: Record<string, string> = { REQUESTED: '#546e7a', PENDING: '#ef6c00', APPROVED: '#2e7d32', REJECTED: '#c62828' };
export const statusColor = (status: string): string => STATUS_COLORS[status] ?? '#000000';
