import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { serveApi } from '../../test/api-server.ts'
import { answerSignedIn, renderPage } from '../../test/render-page.tsx'
import { EmailPreferences } from './email-preferences.tsx'

// Lena's e-mail choices in her profile, against a real HTTP server standing in for the API.

const api = serveApi()
beforeEach(() => {
  answerSignedIn(api)
  api.answer('GET', '/api/notification-preferences', {
    body: { priceDropAlert: 'any', emailKinds: ['offer_accepted', 'inquiry_reply'] },
  })
})

// A buyer's (the role a plain user has).
const buyer = 'user'
const box = (label: string) => screen.getByRole('checkbox', { name: label }) as HTMLInputElement
const priceDrops = () =>
  screen.getByRole('combobox', {
    name: 'Price drops of homes in my wishlist or saved searches',
  }) as HTMLSelectElement

describe('EmailPreferences', () => {
  it('shows the saved choices among the kinds a buyer can receive and the price drops they hear of, and saves what they change', async () => {
    api.answer('PUT', '/api/notification-preferences', {
      body: { priceDropAlert: '5', emailKinds: ['offer_rejected', 'inquiry_reply'] },
    })
    renderPage([{ path: '/profile', element: <EmailPreferences role={buyer} /> }], '/profile')
    await waitFor(() => expect(box('My offer is accepted').checked).toBe(true))
    expect(box('A new message in one of my conversations').checked).toBe(true)
    expect(box('My offer is rejected').checked).toBe(false)
    expect(screen.queryByRole('checkbox', { name: 'A buyer makes an offer on my listing' })).toBeNull()

    expect(priceDrops().value).toBe('any')

    fireEvent.click(box('My offer is accepted'))
    fireEvent.click(box('My offer is rejected'))
    fireEvent.change(priceDrops(), { target: { value: '5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save e-mail choices' }))
    await waitFor(() => expect(api.requestsTo('PUT', '/api/notification-preferences')).toHaveLength(1))
    expect(api.jsonSentTo('PUT', '/api/notification-preferences')).toEqual({
      priceDropAlert: '5',
      emailKinds: ['offer_rejected', 'inquiry_reply'],
    })
    await waitFor(() => expect(box('My offer is rejected').checked).toBe(true))
    expect(box('My offer is accepted').checked).toBe(false)
    expect(priceDrops().value).toBe('5')
  })
})
