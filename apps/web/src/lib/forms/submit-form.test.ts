import { insertedIdSchema, offerAmountProblem, offerInputSchema } from '@keyhaven/contract'
import { RouterContextProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { pageContextKey } from '../../app/load-context.ts'
import { ApiError, apiRequest } from '../api-client.ts'
import { readPageLanguageWith } from '../i18n/page-language.ts'
import { submitForm } from './submit-form.server.ts'

// A form refused on the server is told in the page's language: the contract's checks and the action's own
// refusals, written in English, are translated with the API's catalogue; the API's answers come in it already.

const PROPERTY = 'b7a0c1d2-0000-4000-8000-000000000001'
let language: 'en' | 'es' = 'es'
readPageLanguageWith(() => language)
afterEach(() => {
  language = 'es'
})

/** A Make an Offer post to the page's action; the API in this process answers with `api`. */
function post(
  fields: Record<string, string>,
  api: () => Response = () => Response.json({ insertedId: 'x' }),
) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  const context = new RouterContextProvider()
  context.set(pageContextKey, { apiFetch: async () => api() })
  const amount = fields.offerAmount ?? ''
  return submitForm(
    new Request('http://localhost/es/dashboard/makeOffer', { method: 'POST' }),
    context,
    form,
    {
      intent: 'offer',
      schema: offerInputSchema,
      values: {
        propertyId: PROPERTY,
        offerAmount: amount === '' ? undefined : Number(amount),
        buyingDate: fields.buyingDate,
      },
      titled: { offerAmount: 'Oferta no válida' },
      confirm: ({ offerAmount }) => {
        const problem = offerAmountProblem(offerAmount, 100_000, 120_000, 'USD')
        if (problem) throw new ApiError(400, problem, 'validation', 'offerAmount')
        return null
      },
      send: async (offer) => {
        await apiRequest('/offers', { method: 'POST', body: offer, schema: insertedIdSchema })
        return 'Sent'
      },
    },
  )
}

describe('a form refused on the server, on a Spanish page', () => {
  it("says the contract's problems beside their fields in Spanish", async () => {
    expect(await post({ offerAmount: '', buyingDate: '' })).toMatchObject({
      fields: {
        offerAmount: 'El importe de la oferta es obligatorio',
        buyingDate: 'La fecha de compra es obligatoria (AAAA-MM-DD)',
      },
    })
  })

  it("says the action's own refusal beside its field and in its dialog in Spanish, amounts as written", async () => {
    expect(await post({ offerAmount: '90000', buyingDate: '2030-01-01' })).toMatchObject({
      fields: { offerAmount: 'La oferta debe estar entre $100,000 y $120,000' },
      alert: { title: 'Oferta no válida', text: 'La oferta debe estar entre $100,000 y $120,000' },
    })
  })

  it("shows the API's refusal as it came, already in the page's language", async () => {
    const refused = () =>
      Response.json(
        { error: { code: 'conflict', message: 'Ya tienes una oferta pendiente sobre esta propiedad.' } },
        { status: 409 },
      )
    expect(await post({ offerAmount: '110000', buyingDate: '2030-01-01' }, refused)).toMatchObject({
      fields: {},
      failure: 'Ya tienes una oferta pendiente sobre esta propiedad.',
    })
  })

  it('keeps the English words on an English page', async () => {
    language = 'en'
    expect(await post({ offerAmount: '90000', buyingDate: '2030-01-01' })).toMatchObject({
      fields: { offerAmount: 'Offer must be between $100,000 and $120,000' },
    })
  })
})
