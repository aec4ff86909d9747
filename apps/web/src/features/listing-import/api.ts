import { apiFile } from '../../lib/api-client.ts'

/** Where the template is: a public file, so a plain link downloads it. */
export const IMPORT_TEMPLATE_URL = '/api/properties/import/template.csv'

/** The caller's listings as CSV, in the import's columns (their download's resource route reads it). */
export const fetchListingsCsv = () => apiFile('/properties/agent/export.csv')
