import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { action } from '../../routes/dashboard.profile.tsx'
import { serveApi } from '../../test/api-server.ts'
import { answerSignedIn, renderPage } from '../../test/render-page.tsx'
import { routeModuleAction } from '../../test/route-action.ts'
import { screenRoute } from '../../test/screen-route.tsx'
import { fetchNotificationPreferences } from '../notifications/api.ts'
import { EmailPreferences } from './email-preferences.tsx'

// Lena's e-mail choices in her profile, against a real HTTP server standing in for the API; the form posts to
// the profile's action, and the page reads the choices again as saved.

const api = serveApi()
beforeEach(() => {
  answerSignedIn(api)
  api.answer('GET', '/api/notification-preferences', {
    body: { priceDropAlert: 'any', emailKinds: ['offer_accepted', 'inquiry_reply'] },
  })
})

// A buyer's (the role a plain user has).
const buyer = 'user'
const open = () =>
  renderPage(
    [
      screenRoute(
        '/',
        ({ read }) => <EmailPreferences role={buyer} read={read} />,
        fetchNotificationPreferences,
        {
          action: routeModuleAction(action),
        },
      ),
    ],
    '/',
  )
const box = (label: string) => screen.getByRole('checkbox', { name: label }) as HTMLInputElement
const priceDrops = () =>
  screen.getByRole('combobox', {
    name: 'Price drops of homes in my wishlist or saved searches',
  }) as HTMLSelectElement

describe('EmailPreferences', () => {
  it('shows the saved choices among the kinds a buyer can receive and the price drops they hear of, and saves what they change', async () => {
    const saved = { priceDropAlert: '5', emailKinds: ['offer_rejected', 'inquiry_reply'] }
    api.answer('PUT', '/api/notification-preferences', () => {
      api.answer('GET', '/api/notification-preferences', { body: saved })
      return { body: saved }
    })
    open()
    await waitFor(() => expect(box('My offer is accepted').checked).toBe(true))
    expect(box('A new message in one of my conversations').checked).toBe(true)
    expect(box('My offer is rejected').checked).toBe(false)
    expect(screen.queryByRole('checkbox', { name: 'A buyer makes an offer on my listing' })).toBeNull()

    expect(priceDrops().value).toBe('any')

    fireEvent.click(box('My offer is accepted'))
    fireEvent.click(box('My offer is rejected'))
    fireEvent.change(priceDrops(), { target: { value: '5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save e-mail choices' }))
    expect(await screen.findByText('Your e-mail choices are saved.')).toBeTruthy()
    expect(api.jsonSentTo('PUT', '/api/notification-preferences')).toEqual(saved)
    await waitFor(() => expect(box('My offer is rejected').checked).toBe(true))
    expect(box('My offer is accepted').checked).toBe(false)
    expect(priceDrops().value).toBe('5')
  })

  it('keeps the saved choices of kinds this role does not receive', async () => {
    const saved = { priceDropAlert: 'any', emailKinds: ['offer_received', 'inquiry_reply'] }
    api.answer('GET', '/api/notification-preferences', { body: saved })
    api.answer('PUT', '/api/notification-preferences', { body: saved })
    open()
    await waitFor(() => expect(box('A new message in one of my conversations').checked).toBe(true))
    fireEvent.click(screen.getByRole('button', { name: 'Save e-mail choices' }))
    await waitFor(() => expect(api.requestsTo('PUT', '/api/notification-preferences')).toHaveLength(1))
    expect(api.jsonSentTo('PUT', '/api/notification-preferences')).toEqual(saved)
  })
})
