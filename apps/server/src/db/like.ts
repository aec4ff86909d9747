import { type AnyColumn, type SQL, sql } from 'drizzle-orm'

/** `%text%`, a LIKE or ILIKE pattern for the text anywhere, with the pattern characters of the text taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/** The same pattern made by PostgreSQL, of a text it reads (a column). */
export const containingSql = (text: SQL | AnyColumn) =>
  sql`'%' || replace(replace(replace(${text}, ${'\\'}, ${'\\\\'}), ${'%'}, ${'\\%'}), ${'_'}, ${'\\_'}) || '%'`
