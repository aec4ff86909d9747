export { ProfilePage as default } from '../features/dashboard/profile-page.tsx'
