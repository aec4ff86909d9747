export { ManageUsersPage as default } from '../features/users/manage-users-page.tsx'
