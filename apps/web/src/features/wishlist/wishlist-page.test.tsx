import type { WishlistItem } from '@keyhaven/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { closeDialog } from '../../lib/dialogs.ts'
import { CONFIRMED_FIELD, type FormOutcome, IN_PLACE_FIELD } from '../../lib/forms/outcome.ts'
import { serveApi } from '../../test/api-server.ts'
import { answerSignedIn, LENA, renderPage } from '../../test/render-page.tsx'
import { WishlistPage } from './wishlist-page.tsx'

// Lena's wishlist against a real HTTP server standing in for the API; Remove posts to the route's action, which
// here records what was posted and answers as the real one does: the question first, then the result.

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

function open() {
  answerSignedIn(api)
  api.answer('GET', '/api/wishlist', { body: [entry] })
  api.answer('GET', '/api/wishlist/shares', { body: { outgoing: null, incoming: [] } })
  const received: Record<string, string>[] = []
  renderPage(
    [
      {
        path: '/dashboard/wishlist',
        element: <WishlistPage />,
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
  })
})
