import { paths } from '../../lib/paths.ts'

/** The site's main pages, each with its label's message (common). */
export const MAIN_LINKS = [
  { to: paths.home, label: 'nav.home' },
  { to: paths.allProperties, label: 'nav.allProperties' },
  { to: paths.dashboard, label: 'nav.dashboard' },
  { to: paths.rentProperties, label: 'nav.rentProperties' },
] as const

/**
 * The navbar's own buttons (the bell, Logout) at rest take the bar's text colour: white over the home page's
 * hero, dark on the white bar. daisyUI's ghost and outline buttons otherwise rest in the theme's text colour,
 * which is dark on the dark hero; their hover and pressed looks (a light fill, dark text) stay daisyUI's. The
 * keyboard's focus ring follows the same colour.
 */
export const NAVBAR_BUTTON_COLOUR = '[--btn-rest-fg:currentColor] outline-current'
