import { screenMeta } from '../app/seo.ts'

export const meta = () => screenMeta('Add Property')

export { AddPropertyPage as default } from '../features/properties/add-property-page.tsx'
