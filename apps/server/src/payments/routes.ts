import { createRoute } from '@hono/zod-openapi'
import {
  createPaymentIntentSchema,
  idSchema,
  paymentIntentSchema,
  paymentQuoteSchema,
  paymentRecordSchema,
  recordPaymentSchema,
  testCardResultSchema,
  testCardSchema,
} from '@keyhaven/contract'
import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../auth/caller.ts'
import { created } from '../http/created.ts'
import { ApiError, fieldError } from '../http/errors.ts'
import {
  authErrorResponses,
  bearerSecurity,
  createdJson,
  createRouter,
  errorResponse,
  jsonContent,
} from '../http/openapi.ts'
import type { createPaymentService } from './service.ts'
import { StripeGateway } from './stripe-gateway.ts'
import { TestGateway } from './test-gateway.ts'

const webhookResultSchema = z
  .object({ received: z.literal(true), recorded: z.boolean() })
  .meta({ id: 'StripeWebhookResult' })

export function createPaymentRoutes(
  service: ReturnType<typeof createPaymentService>,
  authenticate: MiddlewareHandler<AppEnv>,
) {
  const signedIn = [authenticate]
  const { gateway } = service

  const quote = createRoute({
    method: 'get',
    path: '/payments/{offerId}',
    operationId: 'getPaymentQuote',
    tags: ['Payments'],
    summary: 'What the buyer is about to pay for an offer (the buyer only)',
    security: bearerSecurity,
    middleware: signedIn,
    request: { params: z.object({ offerId: idSchema }) },
    responses: {
      200: jsonContent(paymentQuoteSchema, "The offer's amount and state"),
      400: errorResponse('Invalid id'),
      ...authErrorResponses,
      404: errorResponse('No such offer'),
    },
  })

  const createIntent = createRoute({
    method: 'post',
    path: '/create-payment-intent',
    operationId: 'createPaymentIntent',
    tags: ['Payments'],
    summary: "The accepted offer's PaymentIntent (the buyer only); the amount comes from the offer",
    description:
      "amountInCents in the body is ignored: the intent charges the accepted offer's own amount. One intent per offer (idempotency key offer-<id>), with the offer id in its metadata.",
    security: bearerSecurity,
    middleware: signedIn,
    request: { body: { required: true, ...jsonContent(createPaymentIntentSchema, 'The offer to pay') } },
    responses: {
      200: jsonContent(paymentIntentSchema, 'The client secret for the card form'),
      400: errorResponse('Invalid offer id'),
      ...authErrorResponses,
      404: errorResponse('No such offer'),
      409: errorResponse(
        "The offer is not accepted or already paid, or the listing's agent is marked fraud or gone",
      ),
      502: errorResponse('The payment provider refused or could not be reached'),
    },
  })

  const record = createRoute({
    method: 'post',
    path: '/payments',
    operationId: 'recordPayment',
    tags: ['Payments'],
    summary: 'Record the payment of an accepted offer once the gateway confirms it (the buyer only)',
    description:
      'Only offerId and transactionId (the PaymentIntent id) are read. The server retrieves the intent and records only when it succeeded, for this offer and its amount; the offer becomes bought. One payment per offer: a repeated or concurrent call returns the recorded payment (200, insertedId null).',
    security: bearerSecurity,
    middleware: signedIn,
    request: {
      body: { required: true, ...jsonContent(recordPaymentSchema, 'The offer and its PaymentIntent') },
    },
    responses: {
      201: createdJson(paymentRecordSchema, 'Recorded now'),
      200: jsonContent(paymentRecordSchema, 'Already recorded'),
      400: errorResponse('Invalid field, unknown PaymentIntent, or one for another offer'),
      ...authErrorResponses,
      402: errorResponse('The PaymentIntent has not succeeded'),
      404: errorResponse('No such offer'),
      409: errorResponse(
        "The offer is not accepted, already paid otherwise, the amount does not match, or the listing's agent is marked fraud or gone",
      ),
      502: errorResponse('The payment provider could not be reached'),
    },
  })

  const confirmTestCard = createRoute({
    method: 'post',
    path: '/test-gateway/confirm',
    operationId: 'confirmTestPayment',
    tags: ['Payments'],
    summary: "Pay a test-gateway PaymentIntent with one of Stripe's test cards (the buyer only)",
    description:
      'Only when no Stripe keys are configured. 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds; any other number is refused.',
    security: bearerSecurity,
    middleware: signedIn,
    request: { body: { required: true, ...jsonContent(testCardSchema, 'The card and the client secret') } },
    responses: {
      200: jsonContent(testCardResultSchema, 'Paid'),
      400: errorResponse('Invalid card field, or an expired card'),
      ...authErrorResponses,
      402: errorResponse('The card was declined (the message says why)'),
      404: errorResponse('No such payment, or the test gateway is off'),
      409: errorResponse("The offer is no longer accepted, or the listing's agent is marked fraud or gone"),
    },
  })

  const webhook = createRoute({
    method: 'post',
    path: '/stripe/webhook',
    operationId: 'receiveStripeWebhook',
    security: [],
    tags: ['Payments'],
    summary: "Stripe's webhook: records the payment of a payment_intent.succeeded event",
    description:
      'The Stripe-Signature header is checked against the raw body with the webhook secret. Delivering an event again records nothing twice.',
    request: {
      headers: z.object({
        'stripe-signature': z.string({ error: 'is required' }).min(1, { error: 'is required' }),
      }),
    },
    responses: {
      200: jsonContent(webhookResultSchema, 'Received'),
      400: errorResponse('Missing or invalid signature'),
      404: errorResponse('Stripe is not configured'),
    },
  })

  return createRouter()
    .openapi(quote, async (c) =>
      c.json(await service.quote(c.get('caller'), c.req.valid('param').offerId), 200),
    )
    .openapi(createIntent, async (c) =>
      c.json(await service.createIntent(c.get('caller'), c.req.valid('json').offerId), 200),
    )
    .openapi(record, async (c) => {
      const { record: payment, created: isNew } = await service.record(c.get('caller'), c.req.valid('json'))
      return isNew ? created(c, payment, `/api/payments/${payment.offerId}`) : c.json(payment, 200)
    })
    .openapi(confirmTestCard, async (c) => {
      if (!(gateway instanceof TestGateway)) {
        throw new ApiError(404, 'The test gateway is off: this server takes card payments through Stripe')
      }
      return c.json(await gateway.confirm(c.get('caller').id, c.req.valid('json')), 200)
    })
    .openapi(webhook, async (c) => {
      if (!(gateway instanceof StripeGateway))
        throw new ApiError(404, 'Stripe is not configured on this server')
      const payload = await c.req.text()
      let event: ReturnType<StripeGateway['verifyWebhook']>
      try {
        event = gateway.verifyWebhook(payload, c.req.valid('header')['stripe-signature'])
      } catch {
        throw fieldError('stripe-signature', 'does not match the payload')
      }
      const intent = StripeGateway.succeededIntent(event)
      const recorded = intent ? await service.recordFromWebhook(intent, event.id) : false
      return c.json({ received: true as const, recorded }, 200)
    })
}
