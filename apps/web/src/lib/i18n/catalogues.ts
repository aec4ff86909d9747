import type buying from '../../locales/en/buying.json'
import type common from '../../locales/en/common.json'
import type home from '../../locales/en/home.json'
import type listing from '../../locales/en/listing.json'
import type search from '../../locales/en/search.json'

/**
 * The namespaces of messages, each a JSON file per language in src/locales/<language>/<namespace>.json. The
 * English file is the source: its keys type every translation call, and a missing translation falls back to it.
 */
export interface Catalogues {
  buying: typeof buying
  common: typeof common
  home: typeof home
  listing: typeof listing
  search: typeof search
}

export type Namespace = keyof Catalogues
