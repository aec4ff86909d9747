import { apiFile } from '../../lib/api-client.ts'
import { type MutationOutcome, useApiMutation } from '../../lib/use-api-mutation.ts'

/** Where the template is: a public file, so a plain link downloads it. */
export const IMPORT_TEMPLATE_URL = '/api/properties/import/template.csv'

/** Saves the caller's listings as keyhaven-listings.csv (the export needs the caller's token, not a link). */
export async function downloadListingsCsv(): Promise<void> {
  const url = URL.createObjectURL(await apiFile('/properties/agent/export.csv'))
  const link = document.createElement('a')
  link.href = url
  link.download = 'keyhaven-listings.csv'
  link.click()
  URL.revokeObjectURL(url)
}

export const useDownloadListingsCsv = (outcome: MutationOutcome<void, void>) =>
  useApiMutation(downloadListingsCsv, outcome)
