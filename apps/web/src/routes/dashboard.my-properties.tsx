export { MyPropertiesPage as default } from '../features/properties/my-properties-page.tsx'
