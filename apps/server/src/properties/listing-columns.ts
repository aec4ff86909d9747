import { STORED_LISTING_FIELDS, type StoredListingField } from '@keyhaven/contract'
import { properties } from '../db/schema.ts'

/**
 * The listing's own columns (LISTING_FIELDS that are stored), as a select reads them: every list of full
 * listings and the export read these, so a field added to the descriptor and the table is read everywhere.
 */
export const listingColumns = Object.fromEntries(
  STORED_LISTING_FIELDS.map((name) => [name, properties[name]]),
) as { [K in StoredListingField]: (typeof properties)[K] }
