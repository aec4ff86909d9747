import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { isCurrencyCode } from '@keyhaven/contract'

// A local stand-in for Stripe's API, for tests: the real `stripe` SDK talks to it through its host, port and
// protocol options. It answers the two calls the server makes, as Stripe does: POST /v1/payment_intents (form
// encoded, honouring Idempotency-Key) and GET /v1/payment_intents/:id, and lets a test play the card holder.

export interface StandInIntent {
  id: string
  object: 'payment_intent'
  amount: number
  currency: string
  status: string
  client_secret: string
  metadata: Record<string, string>
  allowed_payment_method_types: string[]
  livemode: false
  created: number
}

export interface StandInRequest {
  method: string
  path: string
  headers: IncomingMessage['headers']
  form: Record<string, string>
}

export interface StripeStandIn {
  /** `http://127.0.0.1:<port>` */
  url: string
  port: number
  /** Environment that points the server's Stripe gateway here. */
  env: Record<string, string>
  requests: StandInRequest[]
  intents: Map<string, StandInIntent>
  /** What a confirmed card payment does: the intent succeeds. */
  succeed(id: string): StandInIntent
  /** Changes an intent as a test wishes (another amount, another offer in metadata...). */
  update(id: string, change: Partial<StandInIntent>): StandInIntent
  /** A PaymentIntent made outside the server (e.g. through the Dashboard). */
  create(values: { amount: number; metadata?: Record<string, string>; status?: string }): StandInIntent
  close(): Promise<void>
}

const token = (bytes: number) => randomBytes(bytes).toString('hex')

function sendJson(response: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body)
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
    'Request-Id': `req_${token(8)}`,
  })
  response.end(text)
}

const stripeError = (type: string, message: string, extra: Record<string, string> = {}) => ({
  error: { type, message, ...extra },
})

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export const STAND_IN_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_standin0123456789',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_standin0123456789',
  STRIPE_WEBHOOK_SECRET: 'whsec_standin0123456789',
} as const

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const intents = new Map<string, StandInIntent>()
  const byIdempotencyKey = new Map<string, { form: string; intent: StandInIntent }>()
  const requests: StandInRequest[] = []

  const makeIntent = (values: {
    amount: number
    currency?: string
    metadata?: Record<string, string>
    status?: string
  }) => {
    const id = `pi_${token(12)}`
    const intent: StandInIntent = {
      id,
      object: 'payment_intent',
      amount: values.amount,
      currency: values.currency ?? 'usd',
      status: values.status ?? 'requires_payment_method',
      client_secret: `${id}_secret_${token(12)}`,
      metadata: values.metadata ?? {},
      allowed_payment_method_types: ['card'],
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    }
    intents.set(id, intent)
    return intent
  }

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    const raw = await readBody(request)
    const form = Object.fromEntries(new URLSearchParams(raw))
    requests.push({ method: request.method ?? '', path: url.pathname, headers: request.headers, form })

    if (request.headers.authorization !== `Bearer ${STAND_IN_KEYS.STRIPE_SECRET_KEY}`) {
      return sendJson(response, 401, stripeError('invalid_request_error', 'Invalid API Key provided'))
    }
    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const key = request.headers['idempotency-key']
      const replay = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined
      if (replay) {
        if (replay.form !== raw) {
          return sendJson(
            response,
            400,
            stripeError(
              'idempotency_error',
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            ),
          )
        }
        return sendJson(response, 200, replay.intent)
      }
      // Stripe takes a lower-case ISO 4217 code, always given, and the amount in that currency's minor unit.
      const currency = form.currency ?? ''
      if (!/^[a-z]{3}$/.test(currency) || !isCurrencyCode(currency.toUpperCase())) {
        return sendJson(
          response,
          400,
          stripeError('invalid_request_error', `Invalid currency: ${currency}`, { param: 'currency' }),
        )
      }
      const amount = Number(form.amount)
      if (!Number.isInteger(amount) || amount < 50) {
        return sendJson(
          response,
          400,
          stripeError('invalid_request_error', 'Amount must be at least $0.50 usd', { param: 'amount' }),
        )
      }
      if (amount > 99_999_999) {
        return sendJson(
          response,
          400,
          stripeError('invalid_request_error', 'Amount must be no more than $999,999.99', {
            param: 'amount',
          }),
        )
      }
      const metadata = Object.fromEntries(
        Object.entries(form)
          .filter(([name]) => name.startsWith('metadata['))
          .map(([name, value]) => [name.slice('metadata['.length, -1), value]),
      )
      const intent = makeIntent({ amount, currency, metadata })
      if (typeof key === 'string') byIdempotencyKey.set(key, { form: raw, intent })
      return sendJson(response, 200, intent)
    }
    const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname)
    if (request.method === 'GET' && match) {
      const id = decodeURIComponent(match[1] ?? '')
      const intent = intents.get(id)
      if (!intent) {
        return sendJson(
          response,
          404,
          stripeError('invalid_request_error', `No such payment_intent: '${id}'`, {
            code: 'resource_missing',
            param: 'intent',
          }),
        )
      }
      return sendJson(response, 200, intent)
    }
    return sendJson(
      response,
      404,
      stripeError('invalid_request_error', `Unrecognized request URL (${request.method}: ${url.pathname})`),
    )
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error) =>
      sendJson(response, 500, stripeError('api_error', String(error))),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  const find = (id: string) => {
    const intent = intents.get(id)
    if (!intent) throw new Error(`the stand-in has no intent ${id}`)
    return intent
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    env: {
      ...STAND_IN_KEYS,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    requests,
    intents,
    succeed: (id) => Object.assign(find(id), { status: 'succeeded' }),
    update: (id, change) => Object.assign(find(id), change),
    create: (values) => makeIntent(values),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
