// The signed-in browsing screens, loaded together on demand.
export { AllPropertiesPage } from './all-properties-page.tsx'
export { PropertyDetailsPage } from './property-details-page.tsx'
