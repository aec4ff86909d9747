import type { WishlistSharing } from '@keyhaven/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { FormOutcome } from '../../lib/forms/outcome.ts'
import { serveApi } from '../../test/api-server.ts'
import { answerSignedIn, LENA, renderPage } from '../../test/render-page.tsx'
import { SharingPanel } from './sharing-panel.tsx'

// The Wishlist page's sharing panel, given what the page's loader read; its forms post to the route's action,
// which here records what was posted and answers as the real one would.

const api = serveApi()
const SHARE_ID = '00000000-0000-4000-8000-000000000041'

const accepted: WishlistSharing = {
  outgoing: {
    _id: SHARE_ID,
    ownerName: LENA.name,
    ownerEmail: LENA.email,
    partnerEmail: 'pat@example.com',
    partnerName: 'Pat Partner',
    status: 'accepted',
    createdAt: '2026-11-20T10:00:00.000Z',
    acceptedAt: '2026-11-21T10:00:00.000Z',
  },
  incoming: [],
}

function open(sharing: WishlistSharing, answer: FormOutcome) {
  answerSignedIn(api)
  const posted: Record<string, string>[] = []
  renderPage(
    [
      {
        path: '/dashboard/wishlist',
        element: <SharingPanel sharing={sharing} />,
        action: async ({ request }) => {
          posted.push(Object.fromEntries([...(await request.formData())].map(([k, v]) => [k, String(v)])))
          return answer
        },
      },
    ],
    '/dashboard/wishlist',
  )
  return posted
}

describe('the sharing panel', () => {
  it("shows the server's problem beside the e-mail field, named by its description", async () => {
    const posted = open(
      { outgoing: null, incoming: [] },
      {
        intent: 'invite',
        fields: { email: 'You cannot invite yourself' },
        failure: null,
        typed: { email: LENA.email },
      },
    )
    const email = await screen.findByLabelText("Your partner's e-mail")
    fireEvent.change(email, { target: { value: LENA.email } })
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }))
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'))
    const described = document.getElementById(email.getAttribute('aria-describedby') ?? '')
    expect(described?.textContent).toBe('You cannot invite yourself')
    expect(posted).toEqual([{ intent: 'invite', email: LENA.email }])
  })

  it('asks before revoking, and posts nothing on Cancel', async () => {
    const posted = open(accepted, { ok: 'Your wishlist is no longer shared', intent: 'revoke' })
    expect(await screen.findByText('Shared with Pat Partner (pat@example.com).')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }))
    const asked = await screen.findByRole('dialog')
    expect(asked.textContent).toContain('Pat Partner will no longer see it')
    fireEvent.click(within(asked).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(posted).toEqual([])

    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }))
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, stop sharing' }),
    )
    await waitFor(() => expect(posted).toEqual([{ intent: 'revoke', shareId: SHARE_ID }]))
  })
})
