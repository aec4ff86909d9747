export { AllPropertiesPage as default } from '../features/search/all-properties-page.tsx'
