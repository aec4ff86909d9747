import type admin from '../../locales/en/admin.json'
import type agent from '../../locales/en/agent.json'
import type auth from '../../locales/en/auth.json'
import type buying from '../../locales/en/buying.json'
import type common from '../../locales/en/common.json'
import type dashboard from '../../locales/en/dashboard.json'
import type home from '../../locales/en/home.json'
import type listing from '../../locales/en/listing.json'
import type search from '../../locales/en/search.json'
import type wishlist from '../../locales/en/wishlist.json'

/**
 * The namespaces of messages, each a JSON file per language in src/locales/<language>/<namespace>.json. The
 * English file is the source: its keys type every translation call, and a missing translation falls back to it.
 */
export interface Catalogues {
  admin: typeof admin
  agent: typeof agent
  auth: typeof auth
  buying: typeof buying
  common: typeof common
  dashboard: typeof dashboard
  home: typeof home
  listing: typeof listing
  search: typeof search
  wishlist: typeof wishlist
}

export type Namespace = keyof Catalogues
