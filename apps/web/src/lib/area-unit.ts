import {
  AREA_UNIT_LABELS,
  AREA_UNIT_META,
  AREA_UNITS,
  type AreaUnit,
  type Property,
} from '@keyhaven/contract'
import { formatAmount } from './currency.ts'
import { pageLocale } from './i18n/page-language.ts'

const configured = globalThis.document?.querySelector<HTMLMetaElement>(
  `meta[name="${AREA_UNIT_META}"]`,
)?.content

let unitInUse: AreaUnit = AREA_UNITS.find((unit) => unit === configured) ?? 'sqft'

/** The server renders pages with its own configuration (the browser reads it from the page). */
export function setAreaUnit(unit: AreaUnit) {
  unitInUse = unit
}

/**
 * The unit of every area the server keeps (AREA_UNIT), from the page's meta tag; listings also carry it
 * (areaUnit). Forms and filters, which have no listing at hand, label their areas with it.
 */
export const areaUnit = () => unitInUse

/** An area for people: 2,400 sq ft. */
export const formatArea = (area: number, unit: AreaUnit = unitInUse) =>
  `${area.toLocaleString(pageLocale())} ${AREA_UNIT_LABELS[unit]}`

/** The low price per unit of living area, e.g. "$146 / sq ft"; undefined without a living area. */
export function pricePerAreaText(
  p: Pick<Property, 'pricePerArea' | 'areaUnit' | 'currency'>,
): string | undefined {
  if (p.pricePerArea === null) return undefined
  return `${formatAmount(Math.round(p.pricePerArea), p.currency)} / ${AREA_UNIT_LABELS[p.areaUnit]}`
}
