import { AREA_UNIT_META, AREA_UNITS, type AreaUnit, type Property } from '@keyhaven/contract'
import { formatAmount } from './currency.ts'
import { pageLocale } from './i18n/page-language.ts'
import { useT } from './i18n/use-t.ts'

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

/** Areas for people, in the page's language: a unit's word, an area (2,400 sq ft) and a price per unit. */
export function useAreaText() {
  const t = useT('common')
  const unit = (of: AreaUnit = unitInUse) => t(`unit.${of}`)
  return {
    unit,
    area: (area: number, of: AreaUnit = unitInUse) => `${area.toLocaleString(pageLocale())} ${unit(of)}`,
    /** The low price per unit of living area, e.g. "$146 / sq ft"; undefined without a living area. */
    pricePerArea: (p: Pick<Property, 'pricePerArea' | 'areaUnit' | 'currency'>) =>
      p.pricePerArea === null
        ? undefined
        : `${formatAmount(Math.round(p.pricePerArea), p.currency)} / ${unit(p.areaUnit)}`,
  }
}
