import type { WishlistItem } from '@keyhaven/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useLoaderData } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import type { ScreenRead } from '../../app/screen-with-data.tsx'
import { closeDialog } from '../../lib/dialogs.ts'
import { CONFIRMED_FIELD, type FormOutcome, IN_PLACE_FIELD } from '../../lib/forms/outcome.ts'
import { serveApi } from '../../test/api-server.ts'
import { answerSignedIn, LENA, renderPage } from '../../test/render-page.tsx'
import { WishlistPage, type WishlistScreen } from './wishlist-page.tsx'

// Lena's wishlist as the route's loader reads it; Remove posts to the route's action, which here records what was
// posted and answers as the real one does: the question first, then the result, after which the loader runs
// again and the home is gone.

const api = serveApi()
afterEach(closeDialog)

const ENTRY_ID = '00000000-0000-4000-8000-000000000051'
const entry: WishlistItem = {
  _id: ENTRY_ID,
  propertyId: '00000000-0000-4000-8000-000000000052',
  userEmail: LENA.email,
  title: 'Sunny Family House',
  image: 'https://images.example/house.jpg',
  location: '12 Maple Street, Austin, TX',
  priceRange: '$350,000 - $380,000',
  priceLow: 350000,
  priceHigh: 380000,
  currency: 'USD',
  priceDrop: null,
  category: 'House',
  listingType: 'sale',
  agentName: 'Marcus Reed',
  agentEmail: 'agent@example.com',
  agentImage: null,
  verificationStatus: 'verified',
  isSold: false,
  underContract: false,
  createdAt: '2026-11-20T10:00:00.000Z',
}

const posted = { intent: 'wishlist-remove', entryId: ENTRY_ID, title: entry.title }
const answers: FormOutcome[] = [
  {
    intent: `wishlist-remove:${ENTRY_ID}`,
    question: {
      title: 'Remove from your wishlist?',
      text: 'It leaves.',
      confirmButtonText: 'Yes, remove it',
    },
    posted,
  },
  { intent: `wishlist-remove:${ENTRY_ID}`, ok: 'Property removed from wishlist' },
]

const listOf = (items: WishlistItem[]): ScreenRead<WishlistScreen> => ({
  data: {
    wishlist: { items, total: items.length, capped: false },
    sharing: { outgoing: null, incoming: [] },
  },
})

function Screen() {
  return <WishlistPage read={useLoaderData<{ read: ScreenRead<WishlistScreen> }>().read} />
}

/**
 * The page, whose loader reads the list as the server holds it: the home until a confirmed Remove (or, given
 * `reads`, each of them in turn, the last one again).
 */
function open(reads?: ScreenRead<WishlistScreen>[]) {
  answerSignedIn(api)
  const received: Record<string, string>[] = []
  let loaded = 0
  const held = () => listOf(received.some((form) => CONFIRMED_FIELD in form) ? [] : [entry])
  renderPage(
    [
      {
        path: '/dashboard/wishlist',
        element: <Screen />,
        loader: () => ({ read: reads ? reads[Math.min(loaded++, reads.length - 1)] : held() }),
        action: async ({ request }) => {
          received.push(Object.fromEntries([...(await request.formData())].map(([k, v]) => [k, String(v)])))
          return answers[received.length - 1] ?? null
        },
      },
    ],
    '/dashboard/wishlist',
  )
  return received
}

describe('the wishlist page', () => {
  it("removes a home once the action's question is answered yes, and says so", async () => {
    const received = open()
    fireEvent.click(await screen.findByRole('button', { name: `Remove ${entry.title} from the wishlist` }))
    const asked = await screen.findByRole('dialog')
    expect(asked.textContent).toContain('Remove from your wishlist?')
    expect(received).toEqual([{ ...posted, [IN_PLACE_FIELD]: '' }])
    fireEvent.click(within(asked).getByRole('button', { name: 'Yes, remove it' }))
    expect(await screen.findByText('Property removed from wishlist')).toBeTruthy()
    await waitFor(() =>
      expect(received[1]).toEqual({ ...posted, [CONFIRMED_FIELD]: '', [IN_PLACE_FIELD]: '' }),
    )
    expect(await screen.findByText('Your wishlist is empty.', { exact: false })).toBeTruthy()
    expect(screen.queryByRole('button', { name: `Remove ${entry.title} from the wishlist` })).toBeNull()
  })

  it('says when the list could not be read, and reads it again on Try again', async () => {
    open([{ failed: 'error' }, listOf([entry])])
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load your wishlist.')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(
      await screen.findByRole('button', { name: `Remove ${entry.title} from the wishlist` }),
    ).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
