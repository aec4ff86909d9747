import { fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { serveApi } from '../../test/api-server.ts'
import { fieldError, fill } from '../../test/form-fields.ts'
import { aListing } from '../../test/listings.ts'
import { answerSignedIn, renderPage } from '../../test/render-page.tsx'
import { ApplyPage } from './apply-page.tsx'

// Apply to rent offers no day before the home is free, and says so in words the date box fits.

const api = serveApi()
const isoDay = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10)
const FREE_FROM = isoDay(40)
const flat = aListing({ listingType: 'rent', title: 'Harbour Flat', availableFrom: FREE_FROM })

beforeEach(() => {
  answerSignedIn(api)
  api.answer('GET', `/api/properties/${flat._id}`, { body: flat })
})
const openForm = async () => {
  renderPage([{ path: '/apply/:id', element: <ApplyPage /> }], `/apply/${flat._id}`)
  return screen.findByLabelText('Move-in date')
}
const send = () => fireEvent.click(screen.getByRole('button', { name: /apply/i }))

describe('ApplyPage', () => {
  it('offers no day before the home is free', async () => {
    expect((await openForm()).getAttribute('min')).toBe(FREE_FROM)
  })

  it('refuses a day before the home is free, naming the day, and sends nothing', async () => {
    await openForm()
    fill('Move-in date', isoDay(10))
    fill('Message to the agent', 'We are a quiet couple with a cat.')
    send()
    expect(await screen.findByText(/^The home is free from .+: choose that day or later$/)).toBeTruthy()
    expect(api.requestsTo('POST', `/api/properties/${flat._id}/applications`)).toHaveLength(0)
  })

  it('asks for a move-in date without naming a format the box does not show', async () => {
    await openForm()
    send()
    expect(await screen.findByText('Choose a move-in date')).toBeTruthy()
    expect(fieldError('Move-in date')).toBe('Choose a move-in date')
  })
})
