/** `%text%`, a LIKE or ILIKE pattern for the text anywhere, with the pattern characters of the text taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
