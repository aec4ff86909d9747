// The exchange rates' CSV columns, without zod: the exchange rates page shows them beside its upload, and a
// module that builds schemas (exchange-rates.ts) would bring zod into its first scripts.

/** The CSV's columns, in order: one rate a line, `1 base = rate quote`, all of one date. */
export const EXCHANGE_RATE_CSV_COLUMNS = ['base', 'quote', 'rate', 'date'] as const
