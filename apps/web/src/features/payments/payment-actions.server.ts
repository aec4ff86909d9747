import { paymentRecordSchema, recordPaymentSchema } from '@keyhaven/contract'
import type { LoadContext } from '../../app/load-context.ts'
import { apiRequest } from '../../lib/api-client.ts'
import { formatAmount } from '../../lib/currency.ts'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { formText, submitForm } from '../../lib/forms/submit-form.server.ts'

/**
 * A payment the provider confirmed in the browser, recorded: the page posts the payment intent's id once the
 * provider's script said the card was charged; the API checks that with the gateway and records the accepted
 * offer's own amount. The page then says what was paid and goes to My Offers.
 */
export async function recordPaymentAction(request: Request, context: LoadContext, offerId: string) {
  const form = await request.formData()
  return submitForm(request, context, form, {
    intent: 'record',
    schema: recordPaymentSchema,
    values: { offerId, transactionId: formText(form, 'transactionId') },
    send: async (payment) => {
      const { data: record } = await apiRequest('/payments', {
        method: 'POST',
        body: payment,
        schema: paymentRecordSchema,
      })
      return {
        to: dashboardPaths.propertyBought,
        result: { transactionId: record.transactionId, amount: formatAmount(record.amount, record.currency) },
      }
    },
  })
}
