export { ManagePropertiesPage as default } from '../features/properties/manage-properties-page.tsx'
