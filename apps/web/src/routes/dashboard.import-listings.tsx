import { screenMeta } from '../app/seo.ts'

export const meta = () => screenMeta('Import listings')

export { ImportListingsPage as default } from '../features/listing-import/import-listings-page.tsx'
