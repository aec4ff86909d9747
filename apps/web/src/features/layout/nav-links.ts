import { paths } from '../../lib/paths.ts'

export const MAIN_LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.allProperties, label: 'All Properties' },
  { to: paths.dashboard, label: 'Dashboard' },
  { to: paths.rentProperties, label: 'Rent Properties' },
] as const
