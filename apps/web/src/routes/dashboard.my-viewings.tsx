export { MyViewingsPage as default } from '../features/viewings/viewing-pages.tsx'
