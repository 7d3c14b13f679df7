/** The fields of a partial update that were sent: those left out (undefined) dropped, null kept (it clears a column). */
export const sentFields = <T extends object>(input: T): Partial<T> => Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
