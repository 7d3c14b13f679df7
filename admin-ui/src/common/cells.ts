/**
 * cellSx for a column of long unbroken values (e-mail addresses, UPI IDs): they wrap anywhere
 * rather than widening the table past a 1280 px window.
 */
export const wrapAnywhere = () => ({ overflowWrap: 'anywhere', minWidth: 120 }) as const;
