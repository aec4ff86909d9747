import { paths } from '../../lib/paths.ts'

export const MAIN_LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.allProperties, label: 'All Properties' },
  { to: paths.dashboard, label: 'Dashboard' },
  { to: paths.rentProperties, label: 'Rent Properties' },
] as const

/**
 * The navbar's own buttons (the bell, Logout) at rest take the bar's text colour: white over the home page's
 * hero, dark on the white bar. daisyUI's ghost and outline buttons otherwise rest in the theme's text colour,
 * which is dark on the dark hero; their hover and pressed looks (a light fill, dark text) stay daisyUI's. The
 * keyboard's focus ring follows the same colour.
 */
export const NAVBAR_BUTTON_COLOUR = '[--btn-rest-fg:currentColor] outline-current'
