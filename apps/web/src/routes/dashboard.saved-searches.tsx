export { SavedSearchesPage as default } from '../features/search/saved-searches-page.tsx'
