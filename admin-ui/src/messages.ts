/** Toasts top-right, closed after 5 s; the logout notice stays 1 s. (The texts themselves are in i18n/en.json.) */
export const TOAST_MS = 5000;
export const LOGOUT_NOTICE_MS = 1000;

/** Appends the server's explanation to a (translated) failure text. */
export const withDetail = (text: string, detail: string): string => (detail && detail !== text ? `${text} ${detail}` : text);
