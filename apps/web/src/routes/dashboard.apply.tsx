export { ApplyPage as default } from '../features/applications/apply-page.tsx'
