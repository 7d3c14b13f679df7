import type { ResourceRecord } from '../providers/resources';

/** A QR code as the admin API answers it. */
export type QrCode = ResourceRecord<'qr-codes'>;
