import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router'
import { useDebouncedValue } from './use-debounced-value.ts'

/** Values to set in the URL's query; `undefined` (or an empty text) removes the key. */
export type QueryChanges = Record<string, string | undefined>

export type UpdateQuery = (changes: QueryChanges, options?: { replace?: boolean; state?: unknown }) => void

/**
 * A screen's state kept in the URL's query (filters, page, view), and a way to change part of it.
 *
 * A change builds on the query last asked for, not on the one last rendered: a navigation commits a moment after
 * it starts (the router may fetch a route's code or data first, and renders it as a transition), and a second
 * change made in that moment (a filter picked while the previous one is on its way) would otherwise start from
 * the old query and drop the first. A change that leaves the query as it is navigates nowhere, so it cannot
 * interrupt a navigation under way (a click on a link, a filter just picked).
 */
export function useQueryParams(): [URLSearchParams, UpdateQuery] {
  const [params] = useSearchParams()
  const { search } = useLocation()
  const navigate = useNavigate()
  const latest = useRef(search)
  useEffect(() => {
    // Whatever moved the URL (a change of ours committing, back, a link), it is the base of the next change.
    latest.current = search
  }, [search])

  const update = useCallback<UpdateQuery>(
    (changes, options) => {
      const before = new URLSearchParams(latest.current)
      const next = new URLSearchParams(before)
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value)
        else next.delete(key)
      }
      if (next.toString() === before.toString()) return
      latest.current = `?${next}`
      navigate(latest.current, { replace: options?.replace, state: options?.state })
    },
    [navigate],
  )
  return [params, update]
}

/**
 * A search box whose text, once it settles (`useDebouncedValue`), is the URL's `search` (replacing the entry, and
 * back to the first page: `page` and a list's `cursor` go); when the URL moves under it (back, forward, a removed
 * chip, a saved search opened), the box follows.
 */
export function useSearchParam([params, update]: [URLSearchParams, UpdateQuery]) {
  const inUrl = params.get('search') ?? ''
  const inUrlNow = useRef(inUrl)
  inUrlNow.current = inUrl
  const [text, setText] = useState(inUrl)
  const settled = useDebouncedValue(text.trim())
  const lastSettled = useRef(settled)
  // Texts this box sent to the URL whose navigation has not landed yet. One landing after the person typed or
  // picked something newer is the box's own past, not a move of the URL under it, and leaves the text alone.
  const underWay = useRef<string[]>([])
  // The URL's text the box last followed: a run of the effect below with the same (its first, say) is no move of
  // the URL, and must not take back what was typed before it ran.
  const followed = useRef(inUrl)

  useEffect(() => {
    if (followed.current === inUrl) return
    followed.current = inUrl
    const own = underWay.current.indexOf(inUrl)
    if (own >= 0) {
      underWay.current = underWay.current.slice(own + 1)
      return
    }
    underWay.current = []
    setText((typed) => (typed.trim() === inUrl ? typed : inUrl))
  }, [inUrl])

  useEffect(() => {
    // Only a newly settled text moves the URL; one that settles on what the URL already says changes nothing.
    if (lastSettled.current === settled) return
    lastSettled.current = settled
    if (settled !== inUrlNow.current) underWay.current.push(settled)
    update({ search: settled, page: undefined, cursor: undefined }, { replace: true })
  }, [settled, update])

  return { text, setText, settled }
}

/**
 * The page's query as last asked for: while the route's loader reads another query of the same page (a filter
 * picked, a page turned), that one, else the URL's. A screen whose loader reads its list shows its controls as
 * asked at once, and the list it has until the new one comes.
 */
export function useAskedQuery(): URLSearchParams {
  const navigation = useNavigation()
  const { pathname, search } = useLocation()
  const asked =
    navigation.state === 'loading' &&
    navigation.formMethod === undefined &&
    navigation.location.pathname === pathname
      ? navigation.location.search
      : search
  return useMemo(() => new URLSearchParams(asked), [asked])
}
