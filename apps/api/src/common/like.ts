/** `%`, `_` and `\` typed by a user match themselves in LIKE. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** `%text%` for an ILIKE "contains", the text's wildcards escaped. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
