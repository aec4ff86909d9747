export { LeadPage as default } from '../features/inquiries/inquiry-pages.tsx'
