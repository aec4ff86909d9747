import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Anyone, type Buying, dayFromToday, setUpBuying } from '../test/buying.ts'
import { expectApiError } from '../test/responses.ts'

// The API's error messages follow the request's Accept-Language (our languages, English else), named in
// Content-Language; a request without one is answered exactly as before.

let t: Buying
beforeAll(async () => {
  t = await setUpBuying()
})
afterAll(() => t?.close())

const post = (path: string, who: Anyone, body: unknown, language?: string) =>
  t.ctx.request(path, {
    method: 'POST',
    headers: {
      ...t.headersOf(who),
      'Content-Type': 'application/json',
      ...(language !== undefined && { 'Accept-Language': language }),
    },
    body: JSON.stringify(body),
  })

/** A listing whose price range does not parse: the listing form's 400. */
const badListing = {
  title: 'Casa del Lago',
  location: '1 Lake Road',
  image: '/uploads/lake.webp',
  priceRange: '$5000',
  listingType: 'sale',
}

describe("the API's refusals in the request's language", () => {
  it("answers the listing form's 400 in Spanish and Arabic, the field's name kept", async () => {
    const spanish = await post('/api/properties', 'agent', badListing, 'es-ES,es;q=0.9,en;q=0.5')
    expect(spanish.headers.get('Content-Language')).toBe('es')
    expect((await expectApiError(spanish, 400)).error).toEqual({
      code: 'bad_request',
      message: 'priceRange: El rango de precios debe tener la forma $5000 - $7000',
      field: 'priceRange',
    })
    const arabic = await post('/api/properties', 'agent', badListing, 'ar')
    expect(arabic.headers.get('Content-Language')).toBe('ar')
    expect((await expectApiError(arabic, 400)).error.message).toBe(
      'priceRange: يجب أن يكون نطاق السعر على شكل $5000 - $7000',
    )
  })

  it('answers an offer outside the price range in Spanish and Arabic, the amounts as the API wrote them', async () => {
    const property = await t.listing()
    const offer = { propertyId: property.id, offerAmount: 99_000, buyingDate: dayFromToday(30) }
    const spanish = await post('/api/offers', 'user', offer, 'es')
    expect(spanish.headers.get('Content-Language')).toBe('es')
    expect((await expectApiError(spanish, 400)).error.message).toBe(
      'offerAmount: La oferta debe estar entre $100,000 y $120,000',
    )
    const arabic = await post('/api/offers', 'user', offer, 'fr;q=0.9, ar;q=0.8')
    expect(arabic.headers.get('Content-Language')).toBe('ar')
    expect((await expectApiError(arabic, 400)).error.message).toBe(
      'offerAmount: يجب أن يكون العرض بين $100,000 و$120,000',
    )
  })

  it('answers a refusal of a service (409) in Bengali', async () => {
    const property = await t.listing()
    await t.offer(property, 'user')
    const offer = { propertyId: property.id, offerAmount: 110_000, buyingDate: dayFromToday(30) }
    const bengali = await post('/api/offers', 'user', offer, 'bn')
    expect(bengali.headers.get('Content-Language')).toBe('bn')
    expect((await expectApiError(bengali, 409)).error.message).toBe(
      'এই প্রপার্টিতে আপনার ইতিমধ্যে একটি অপেক্ষমাণ প্রস্তাব আছে।',
    )
  })

  it('answers byte for byte as before without Accept-Language, and in English for a language not ours', async () => {
    const property = await t.listing()
    const offer = { propertyId: property.id, offerAmount: 99_000, buyingDate: dayFromToday(30) }
    const plain = await post('/api/offers', 'user', offer)
    expect(plain.headers.get('Content-Language')).toBeNull()
    expect(plain.status).toBe(400)
    expect(await plain.text()).toBe(
      JSON.stringify({
        error: {
          code: 'bad_request',
          message: 'offerAmount: Offer must be between $100,000 and $120,000',
          field: 'offerAmount',
        },
      }),
    )
    const listing = await post('/api/properties', 'agent', badListing)
    expect(listing.headers.get('Content-Language')).toBeNull()
    expect(await listing.text()).toBe(
      JSON.stringify({
        error: {
          code: 'bad_request',
          message: 'priceRange: Price range must look like $5000 - $7000',
          field: 'priceRange',
        },
      }),
    )
    const french = await post('/api/offers', 'user', offer, 'fr-FR')
    expect(french.headers.get('Content-Language')).toBe('en')
    expect((await expectApiError(french, 400)).error.message).toBe(
      'offerAmount: Offer must be between $100,000 and $120,000',
    )
  })

  it("answers Better Auth's refusals in the language too", async () => {
    const response = await t.ctx.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: t.ctx.config.baseUrl, 'Accept-Language': 'es' },
      body: JSON.stringify({ email: 'user@example.com', password: 'not the password' }),
    })
    expect(response.status).toBe(401)
    expect(response.headers.get('Content-Language')).toBe('es')
    const body = (await response.json()) as { error: { message: string; authCode: string } }
    expect(body.error).toMatchObject({
      message: 'Correo electrónico o contraseña no válidos',
      authCode: 'INVALID_EMAIL_OR_PASSWORD',
    })
  })
})
