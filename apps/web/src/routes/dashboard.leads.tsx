export { LeadsPage as default } from '../features/inquiries/inquiry-pages.tsx'
