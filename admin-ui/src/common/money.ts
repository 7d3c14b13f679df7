/** Rupees as the console shows them: ₹1,00,000 or ₹1,180.5, grouped the Indian way in English and Hindi alike. */
export const rupees = (amount: number, locale: string): string => `₹${amount.toLocaleString(locale, { maximumFractionDigits: 2 })}`;
