export { MyInquiryPage as default } from '../features/inquiries/inquiry-pages.tsx'
