export { PropertyBoughtPage as default } from '../features/offers/property-bought-page.tsx'
