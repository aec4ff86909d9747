export const MAIN_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/allProperties', label: 'All Properties' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/rentProperties', label: 'Rent Properties' },
] as const
