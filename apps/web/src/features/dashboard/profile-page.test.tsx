import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { action } from '../../routes/dashboard.profile.tsx'
import { serveApi } from '../../test/api-server.ts'
import { answerSignedIn, LENA, renderPage } from '../../test/render-page.tsx'
import { routeModuleAction } from '../../test/route-action.ts'
import { screenRoute } from '../../test/screen-route.tsx'
import { ProfilePage } from './profile-page.tsx'
import { readProfile } from './profile-read.server.ts'

// The profile's summary card against a real HTTP server standing in for the API (the loader reads the other
// sections' data too, which this server does not answer: each shows its own error).

const api = serveApi()

function openProfileAs(role: 'user' | 'agent' | 'fraud') {
  answerSignedIn(api, LENA, role)
  api.answer('GET', '/api/users/me', {
    body: {
      _id: LENA.id,
      uid: LENA.id,
      name: LENA.name,
      email: LENA.email,
      photoURL: null,
      role,
      created_at: '2026-01-01T00:00:00.000Z',
      last_log_in: null,
      twoFactorEnabled: false,
    },
  })
  renderPage([screenRoute('/', ProfilePage, readProfile, { action: routeModuleAction(action) })], '/')
}

describe('ProfilePage', () => {
  it('tells a suspended person what stopped and what still works, not their internal role', async () => {
    openProfileAs('fraud')
    expect(await screen.findByRole('heading', { name: 'Your account is suspended' })).toBeTruthy()
    expect(screen.getByText(/You can still browse the listings/)).toBeTruthy()
    expect(screen.queryByText(/Role:/)).toBeNull()
    expect(screen.queryByText(/fraud/i)).toBeNull()
  })

  it('shows an agent their role and no suspension', async () => {
    openProfileAs('agent')
    expect(await screen.findByRole('heading', { name: LENA.name })).toBeTruthy()
    expect(screen.getByText('Role:')).toBeTruthy()
    expect(screen.queryByText('Your account is suspended')).toBeNull()
  })

  it('shows no internal user id', async () => {
    openProfileAs('user')
    expect(await screen.findByRole('heading', { name: LENA.name })).toBeTruthy()
    expect(screen.queryByText('User id')).toBeNull()
    expect(screen.queryByText(LENA.id)).toBeNull()
  })
})
