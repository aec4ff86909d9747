import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { serveApi } from '../../test/api-server.ts'
import { answerSignedIn, LENA, renderPage } from '../../test/render-page.tsx'
import { ApplicationsPage } from './application-pages.tsx'

// The agent's Applications against a real HTTP server standing in for the API.

const api = serveApi()

const application = {
  _id: '7b1f0c3e-0000-4000-8000-000000000001',
  propertyId: '7b1f0c3e-0000-4000-8000-000000000002',
  title: 'Quiet Loft',
  location: 'Austin, TX',
  image: '/uploads/loft.webp',
  renterName: 'Rita Renter',
  renterEmail: 'rita@example.com',
  moveInDate: '2027-01-01',
  leaseMonths: 12,
  occupants: 2,
  monthlyIncome: null,
  message: 'We would love to live here.',
  status: 'submitted',
  reason: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
}

describe('ApplicationsPage', () => {
  it('counts one application in the singular', async () => {
    answerSignedIn(api, LENA, 'agent')
    api.answer('GET', '/api/applications', { body: [application], headers: { 'X-Total-Count': '1' } })
    renderPage([{ path: '/', element: <ApplicationsPage /> }], '/')
    expect(await screen.findByRole('table', { name: '1 application for your rentals' })).toBeTruthy()
  })
})
