import { type Property, propertySchema } from '@keyhaven/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertUpload } from '../test/factories.ts'
import {
  createPropertiesTestContext,
  type PropertiesTestContext,
  type Who,
} from '../test/properties-context.ts'
import { expectApiError, expectJson } from '../test/responses.ts'

// A listing's title and description in other languages: the agent adds them with the listing or later, each
// update replacing them all; they come with the listing; anything but our languages and the listing's limits is
// a 400 naming the field, and changes nothing.

let t: PropertiesTestContext
let picture: string

beforeAll(async () => {
  t = await createPropertiesTestContext()
  picture = await insertUpload(t.ctx.db, t.ids.agent)
})
afterAll(() => t?.ctx.close())

const base = {
  title: 'Lakeside House',
  location: '4 Shore Lane, Quillhaven',
  priceRange: '$300,000 - $320,000',
  listingType: 'sale',
  category: 'House',
}
const SPANISH = { es: { title: 'Casa junto al lago', description: 'Luminosa, con vistas al lago.' } }

async function add(body: Record<string, unknown>) {
  const { insertedId } = await expectJson<{ insertedId: string }>(
    await t.send('POST', '/api/properties', 'agent', { image: picture, ...base, ...body }),
    201,
  )
  return insertedId
}

async function translationsOf(id: string, who: Who = 'agent') {
  const property = await expectJson<Property>(await t.send('GET', `/api/properties/${id}`, who), 200)
  return propertySchema.strict().parse(property).translations
}

describe("a listing's translations", () => {
  it('come with the listing, trimmed, a missing description empty; none is an empty object', async () => {
    const id = await add({
      translations: { ...SPANISH, ar: { title: '  منزل على البحيرة  ' } },
    })
    expect(await translationsOf(id)).toEqual({
      ...SPANISH,
      ar: { title: 'منزل على البحيرة', description: '' },
    })
    expect(await translationsOf(await add({}))).toEqual({})
  })

  it('are replaced whole by an update, kept when left out, and cleared by an empty object', async () => {
    const id = await add({ translations: SPANISH })
    const update = (body: Record<string, unknown>) =>
      t.send('PUT', `/api/properties/${id}`, 'agent', { ...base, image: picture, ...body })
    expect((await update({ translations: { bn: { title: 'লেকের ধারে বাড়ি', description: '' } } })).status).toBe(
      200,
    )
    expect(await translationsOf(id)).toEqual({ bn: { title: 'লেকের ধারে বাড়ি', description: '' } })
    expect((await update({ description: 'Bright.' })).status).toBe(200)
    expect(Object.keys(await translationsOf(id))).toEqual(['bn'])
    expect((await update({ translations: {} })).status).toBe(200)
    expect(await translationsOf(id)).toEqual({})
  })

  it('sent again unchanged beside a new price, change nothing else: a verified listing stays verified', async () => {
    const id = await add({ translations: SPANISH })
    expect(
      (await t.send('PATCH', `/api/properties/verify/${id}`, 'admin', { status: 'verified' })).status,
    ).toBe(200)
    const update = await t.send('PUT', `/api/properties/${id}`, 'agent', {
      ...base,
      image: picture,
      priceRange: '$290,000 - $310,000',
      translations: { es: { description: SPANISH.es.description, title: SPANISH.es.title } },
    })
    expect(update.status).toBe(200)
    const property = await expectJson<Property>(await t.send('GET', `/api/properties/${id}`, 'agent'), 200)
    expect(property).toMatchObject({
      verificationStatus: 'verified',
      priceLow: 290_000,
      translations: SPANISH,
    })
  })

  it('are changed by the listing’s agent only', async () => {
    const id = await add({ translations: SPANISH })
    for (const who of ['otherAgent', 'user', 'fraud', 'anonymous'] as const) {
      const response = await t.send('PUT', `/api/properties/${id}`, who, {
        ...base,
        image: picture,
        translations: { es: { title: 'Otra casa' } },
      })
      expect([401, 403, 404], who).toContain(response.status)
    }
    expect(await translationsOf(id)).toEqual(SPANISH)
  })

  it.each([
    ['a language we do not speak', { fr: { title: 'Maison' } }],
    ['a language in capitals', { ES: { title: 'Casa' } }],
    ['an empty title', { es: { title: '   ' } }],
    ['a title over 120 characters', { es: { title: 'x'.repeat(121) } }],
    ['a description over 4000 characters', { es: { title: 'Casa', description: 'x'.repeat(4001) } }],
    ['a translation that is text', { es: 'Casa' }],
    ['a control character in a title', { es: { title: 'Casa\u0000azul' } }],
    ['a list', [{ es: { title: 'Casa' } }]],
    ['text', 'Casa'],
  ])('refuse %s with a 400 naming translations, and change nothing', async (_case, translations) => {
    const id = await add({ translations: SPANISH })
    const response = await t.send('PUT', `/api/properties/${id}`, 'agent', {
      ...base,
      image: picture,
      translations,
    })
    const error = await expectApiError(response, 400)
    expect(error.error.field, error.error.message).toMatch(/^translations/)
    expect(await translationsOf(id)).toEqual(SPANISH)
  })
})
