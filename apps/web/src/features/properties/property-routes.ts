// The signed-in browsing screens, loaded together on demand.
export { AllPropertiesPage } from '../search/all-properties-page.tsx'
export { PropertyDetailsPage } from './property-details-page.tsx'
