export { DashboardLayout as default } from '../features/dashboard/dashboard-layout.tsx'
