export { AgentViewingsPage as default } from '../features/viewings/viewing-pages.tsx'
