export { MyApplicationsPage as default } from '../features/applications/application-pages.tsx'
