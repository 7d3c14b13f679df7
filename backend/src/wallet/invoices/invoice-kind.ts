export enum InvoiceKind {
  Invoice = 'INVOICE',
  CreditNote = 'CREDIT_NOTE',
}
