import type { ApiSchemas } from '../providers/api-types';

/** A QR code as the admin API answers it. */
export type QrCode = ApiSchemas['QrCodeDto'];
