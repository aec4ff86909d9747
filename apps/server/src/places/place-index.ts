/** A place that publicly listed homes are in: a city, its region (state, province) and how many homes. */
export interface Place {
  city: string
  region: string | null
  listings: number
}

/** A place as shown: "Chicago, IL". */
export const placeLabel = (place: Pick<Place, 'city' | 'region'>) =>
  place.region ? `${place.city}, ${place.region}` : place.city

/** Lower case without accents or repeated spaces: "São  Paulo" and "sao paulo" fold alike. */
export const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()

/**
 * The typos forgiven in a word of this many letters, as search engines people know do: none below 5 letters
 * (too many places are a letter apart), one up to 8, two from 9.
 */
export const forgivenEdits = (length: number) => (length < 5 ? 0 : length < 9 ? 1 : 2)

/**
 * The optimal string alignment distance (insertions, deletions, substitutions and swaps of two neighbouring
 * letters, each one edit), or `max + 1` as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let beforeLast: number[] = []
  let last = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let rowBest = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min((last[j] as number) + 1, (row[j - 1] as number) + 1, (last[j - 1] as number) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (beforeLast[j - 2] as number) + 1)
      }
      row.push(best)
      rowBest = Math.min(rowBest, best)
    }
    if (rowBest > max) return max + 1
    beforeLast = last
    last = row
  }
  return last[b.length] as number
}

interface Entry {
  place: Place
  city: string
  label: string
}

/** How far `typed` is from the start of `name` (a prefix typed so far), within the edits its length forgives. */
function prefixDistance(typed: string, name: string): number {
  const max = forgivenEdits(typed.length)
  let best = max + 1
  // The prefix typed may be a letter or two shorter or longer than the part of the name it stands for.
  for (let length = typed.length - max; length <= typed.length + max; length++) {
    if (length < 1 || length > name.length) continue
    best = Math.min(best, editDistance(typed, name.slice(0, length), max))
  }
  return best
}

/**
 * The places of the listings, matched in memory: suggestions for what is typed so far, and the place a search
 * that found nothing meant.
 */
export function createPlaceIndex(places: Place[]) {
  const entries: Entry[] = places.map((place) => ({
    place,
    city: fold(place.city),
    label: fold(placeLabel(place)),
  }))

  return {
    /**
     * Places for a text being typed: those it begins (or begins a word of) first, then those it begins within
     * the typos forgiven, the places with more homes first among equals.
     */
    suggest(text: string, limit: number): Place[] {
      const typed = fold(text)
      if (!typed) return []
      const ranked: { entry: Entry; rank: number }[] = []
      for (const entry of entries) {
        if (entry.label.startsWith(typed)) ranked.push({ entry, rank: 0 })
        else if (entry.label.includes(` ${typed}`)) ranked.push({ entry, rank: 1 })
        else {
          const distance = Math.min(prefixDistance(typed, entry.city), prefixDistance(typed, entry.label))
          if (distance <= forgivenEdits(typed.length)) ranked.push({ entry, rank: 1 + distance })
        }
      }
      return ranked
        .sort((a, b) => a.rank - b.rank || b.entry.place.listings - a.entry.place.listings)
        .slice(0, limit)
        .map(({ entry }) => entry.place)
    },

    /**
     * The place a whole search text means, when it is a place's name (or "name, region") but for case, accents
     * and the typos forgiven: the nearest, then the one with more homes. Undefined when none is near enough.
     */
    nearest(text: string): Place | undefined {
      const typed = fold(text)
      const max = forgivenEdits(typed.replace(/[^\p{L}]/gu, '').length)
      let best: { entry: Entry; distance: number } | undefined
      for (const entry of entries) {
        const distance = Math.min(editDistance(typed, entry.city, max), editDistance(typed, entry.label, max))
        if (distance > max) continue
        if (
          !best ||
          distance < best.distance ||
          (distance === best.distance && entry.place.listings > best.entry.place.listings)
        ) {
          best = { entry, distance }
        }
      }
      return best?.entry.place
    },
  }
}
export type PlaceIndex = ReturnType<typeof createPlaceIndex>
