import type { Language } from '../../common/language';

/** A state as a GST document names it: the two-digit GST state code and the name in the document's language. */
export interface GstState {
  code: string;
  name: string;
}

/**
 * Everything a tax invoice or credit note prints, already in the reader's language (state names, the line's
 * description, the reason). Amounts are paise. Immutable once issued: the PDF is drawn from this snapshot.
 */
export interface InvoiceDocument {
  kind: 'INVOICE' | 'CREDIT_NOTE';
  language: Language;
  /** At most 16 characters, unique within the financial year (CGST Rules, rule 46(b)). */
  number: string;
  issuedAt: Date;
  supplier: { legalName: string; address: string; gstin: string; state: GstState };
  /** An unregistered buyer: a seller's display name and e-mail, and the state on record (or the supplier's). */
  recipient: { name: string; email: string; state: GstState };
  placeOfSupply: GstState;
  line: { description: string; sac: string; taxablePaise: number };
  ratePercent: number;
  /** CGST and SGST within the supplier's state; IGST elsewhere (the others are 0). */
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  pricesIncludeTax: boolean;
  /** The top-up's own reference and the bank's UTR, when known. */
  paymentReference: string;
  utr: string | null;
  /** A credit note names the invoice it corrects, and why. */
  original: { number: string; issuedAt: Date } | null;
  reason: string | null;
}

/** A seller's wallet over a period: the opening balance, each movement and the closing balance (paise). */
export interface WalletStatementDocument {
  language: Language;
  operatorName: string;
  holder: { name: string; email: string };
  from: Date;
  to: Date;
  openingPaise: number;
  closingPaise: number;
  entries: { at: Date; description: string; adId: number | null; amountPaise: number; balancePaise: number }[];
  generatedAt: Date;
}
