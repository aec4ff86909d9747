export { PropertyDetailsPage as default } from '../features/properties/property-details-page.tsx'
