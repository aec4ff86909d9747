// The dashboard's screens, loaded together on demand.
export { ManageUsersPage } from '../users/manage-users-page.tsx'
export { DashboardLayout } from './dashboard-layout.tsx'
export { ProfilePage } from './profile-page.tsx'
