export { AdvertisePage as default } from '../features/properties/advertise-page.tsx'
