/** How many ads one account may keep (a clear 409 past it). */
export const FAVOURITES_PER_USER = 500;

/** How many ids one merge or liveness question may name (the browser keeps at most this many). */
export const IDS_PER_REQUEST = 200;
