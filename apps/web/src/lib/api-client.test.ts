import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import {
  ApiError,
  accessToken,
  apiRequest,
  ContractMismatchError,
  setApiTransport,
  setUnauthorizedHandler,
} from './api-client.ts'

// The one client every screen uses, against answers as the server sends them (the transport is the seam the
// server-side renderer uses too, so no network is needed).

const itemSchema = z.object({ _id: z.string(), title: z.string() })
const sent: { url: string; init: RequestInit }[] = []

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  setApiTransport(async (url, init) => {
    sent.push({ url, init })
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    })
  })
}

afterEach(() => {
  sent.length = 0
  accessToken.clear()
  setUnauthorizedHandler(() => {})
})

describe('apiRequest', () => {
  it('sends the token and the query, and answers the checked data with the total of a page', async () => {
    accessToken.set('token-1')
    answer(200, [{ _id: '1', title: 'Loft' }], { 'X-Total-Count': '31' })
    const result = await apiRequest('/properties', {
      schema: z.array(itemSchema),
      query: { page: 2, search: '', limit: 10 },
    })
    expect(result.data).toEqual([{ _id: '1', title: 'Loft' }])
    expect(result.total).toBe(31)
    expect(result.totalCapped).toBe(false)
    expect(sent[0]?.url).toBe('/api/properties?page=2&limit=10')
    expect(new Headers(sent[0]?.init.headers).get('Authorization')).toBe('Bearer token-1')
  })

  it("asks in the page's language, so the API words its refusals in it", async () => {
    answer(200, [])
    await apiRequest('/properties/verified', { schema: z.array(itemSchema) })
    expect(new Headers(sent[0]?.init.headers).get('Accept-Language')).toBe('en')
    document.documentElement.lang = 'ar'
    try {
      await apiRequest('/properties/verified', { schema: z.array(itemSchema) })
      expect(new Headers(sent[1]?.init.headers).get('Accept-Language')).toBe('ar')
    } finally {
      document.documentElement.removeAttribute('lang')
    }
  })

  it('reads a capped total', async () => {
    answer(200, [], { 'X-Total-Count': '10000', 'X-Total-Count-Capped': 'true' })
    const result = await apiRequest('/properties/verified', { schema: z.array(itemSchema) })
    expect(result).toMatchObject({ total: 10000, totalCapped: true })
  })

  it('turns an error answer into an ApiError with its code, field and problem', async () => {
    answer(400, {
      error: {
        code: 'bad_request',
        message: 'priceRange: The low price must not be above the high price',
        field: 'priceRange',
      },
    })
    const error = await apiRequest('/properties', { method: 'POST', body: {}, schema: itemSchema }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 400,
      code: 'bad_request',
      field: 'priceRange',
      detail: 'The low price must not be above the high price',
    })
  })

  it("takes Better Auth's own code of its answers (error.authCode) as the code to branch on", async () => {
    answer(401, {
      error: {
        code: 'unauthorized',
        message: 'Invalid email or password',
        authCode: 'INVALID_EMAIL_OR_PASSWORD',
      },
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    })
    const error = await apiRequest('/auth/sign-in/email', {
      method: 'POST',
      body: {},
      schema: itemSchema,
    }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD', field: null })
  })

  it('takes the field from the answer, never from the wording of the message', async () => {
    answer(400, { error: { code: 'bad_request', message: 'Note: this listing takes no offers' } })
    const error = await apiRequest('/offers', { method: 'POST', body: {}, schema: itemSchema }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toMatchObject({ status: 400, field: null, detail: 'Note: this listing takes no offers' })
  })

  it('refuses an answer that breaks the contract with a plain sentence, not zod’s report', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    answer(200, { _id: 1 })
    const error = await apiRequest('/properties/1', { schema: itemSchema }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ContractMismatchError)
    expect((error as Error).message).toBe(
      'Keyhaven answered in a way this page does not understand. Reload the page and try again.',
    )
  })

  it('takes a null answer as it is when asked to, without loading the schema, and checks any other', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const loadSchema = vi.fn(async () => itemSchema.nullable())
    answer(200, null)
    const signedOut = await apiRequest('/auth/get-session', { schema: loadSchema, acceptsNull: true })
    expect(signedOut.data).toBeNull()
    expect(loadSchema).not.toHaveBeenCalled()

    answer(200, { _id: 1 })
    const error = await apiRequest('/auth/get-session', { schema: loadSchema, acceptsNull: true }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(ContractMismatchError)
    expect(loadSchema).toHaveBeenCalledOnce()
  })

  it('forgets the token and tells the app when the server no longer accepts it', async () => {
    accessToken.set('expired')
    const signedOut = vi.fn()
    setUnauthorizedHandler(signedOut)
    answer(401, { error: { code: 'unauthorized', message: 'Sign in first' } })
    await expect(apiRequest('/wishlist', { schema: z.array(itemSchema) })).rejects.toMatchObject({
      status: 401,
    })
    expect(accessToken.get()).toBeNull()
    expect(signedOut).toHaveBeenCalledOnce()
  })

  it('keeps the session on a permission refusal', async () => {
    accessToken.set('valid')
    const signedOut = vi.fn()
    setUnauthorizedHandler(signedOut)
    answer(403, { error: { code: 'forbidden', message: 'You can only change your own properties' } })
    await expect(
      apiRequest('/properties/1', { method: 'PUT', body: {}, schema: itemSchema }),
    ).rejects.toMatchObject({
      status: 403,
      detail: 'You can only change your own properties',
    })
    expect(accessToken.get()).toBe('valid')
    expect(signedOut).not.toHaveBeenCalled()
  })

  it('says the connection failed when the server cannot be reached', async () => {
    setApiTransport(async () => {
      throw new TypeError('fetch failed')
    })
    await expect(apiRequest('/properties', { schema: z.array(itemSchema) })).rejects.toMatchObject({
      status: 0,
      code: 'network',
      message: 'Could not reach Keyhaven. Check your connection and try again.',
    })
  })
})
