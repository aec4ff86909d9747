export { MyInquiriesPage as default } from '../features/inquiries/inquiry-pages.tsx'
