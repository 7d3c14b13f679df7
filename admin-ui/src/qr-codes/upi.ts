/**
 * The UPI payment URI the storefront draws (docs/seller-guide.md, "Wallet"), without an amount, encoded as
 * the server's GET /seller/transaction/get-active-qr encodes it (the @ of the address kept as is).
 */
export const upiUri = (upiId: string, payeeName: string): string => `upi://pay?pa=${encodeURIComponent(upiId).replace(/%40/g, '@')}&pn=${encodeURIComponent(payeeName)}&cu=INR`;
