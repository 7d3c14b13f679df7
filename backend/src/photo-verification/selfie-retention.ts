/**
 * How long a selfie is kept once its request is decided (docs/compliance.md, retention): long enough for the seller
 * to question a refusal, or a moderator to look again at an approval that is reported; then it is deleted.
 */
export const SELFIE_RETENTION_DAYS = 30;
/** A request whose selfie never came is dropped after this many days (it holds no selfie, only the code). */
export const UNANSWERED_REQUEST_DAYS = 7;
