/**
 * A LIKE pattern for "contains": the text's own % and _ are escaped with '!', which needs no
 * quoting on either engine (backslash does on MySQL). Use with `LIKE :pattern ESCAPE '!'`.
 */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
