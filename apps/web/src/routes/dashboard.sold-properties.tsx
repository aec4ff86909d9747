export { SoldPropertiesPage as default } from '../features/sales/sold-properties-page.tsx'
