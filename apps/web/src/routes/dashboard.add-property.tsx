export { AddPropertyPage as default } from '../features/properties/add-property-page.tsx'
