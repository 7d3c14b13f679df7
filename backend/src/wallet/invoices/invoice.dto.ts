import { InvoiceKind } from './invoice-kind';

export class InvoiceDto {
  id: number;
  /** BZ/26-27/000001; credit notes CN/… */
  number: string;
  kind: InvoiceKind;
  issuedAt: Date;
  /** The top-up's reference */
  reference: string | null;
  /** Rupees, tax included; a credit note's as a positive amount (it cancels its invoice's) */
  total: number;
  /** Rupees; positive for a credit note too */
  tax: number;
  /** A credit note's invoice number */
  originalNumber: string | null;
}
