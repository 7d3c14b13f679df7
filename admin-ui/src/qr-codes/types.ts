/** A QR code as the admin API answers it. */
export interface QrCode {
  id: number;
  upiId: string;
  payeeName: string;
  isActive: boolean;
}
