export { UpdatePropertyPage as default } from '../features/properties/update-property-page.tsx'
