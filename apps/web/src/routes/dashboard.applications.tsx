export { ApplicationsPage as default } from '../features/applications/application-pages.tsx'
