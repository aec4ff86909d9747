export { ImportListingsPage as default } from '../features/listing-import/import-listings-page.tsx'
