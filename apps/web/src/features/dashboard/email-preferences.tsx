import { zodResolver } from '@hookform/resolvers/zod'
import {
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  type NotificationPreferences,
  notificationPreferencesSchema,
  PRICE_DROP_ALERTS,
  type Role,
} from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import { Controller, useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import { notificationPreferencesQuery, useSaveNotificationPreferences } from '../notifications/api.ts'

/**
 * Which notifications also come by e-mail (the profile's section), only the kinds this role can receive; and
 * the price drops of homes the person follows (wishlist, saved searches) they hear of at all, which is a
 * choice of what notifies, so it sits with the other notification choices.
 */
export function EmailPreferences({ role }: { role: Role }) {
  const t = useT('dashboard')
  const kinds = NOTIFICATION_KINDS.filter((kind) =>
    (NOTIFICATION_KIND_INFO[kind].roles as readonly Role[]).includes(role),
  )
  const preferences = useQuery({ ...notificationPreferencesQuery(), enabled: kinds.length > 0 })
  const save = useSaveNotificationPreferences({
    onSuccess: () => toast.success(t('emailChoices.saved')),
    onError: (error) => toast.error(t('emailChoices.saveFailed', { reason: error.message })),
  })
  const { control, handleSubmit, register } = useForm<NotificationPreferences>({
    resolver: zodResolver(notificationPreferencesSchema),
    // The saved choices, once read (and as saved again).
    values: preferences.data,
  })

  if (kinds.length === 0) return null
  if (preferences.isPending) return <LoadingState label={t('emailChoices.loading')} />
  if (preferences.isError)
    return <ErrorState message={t('emailChoices.error')} onRetry={() => preferences.refetch()} />

  return (
    <form
      onSubmit={handleSubmit(({ emailKinds, priceDropAlert }) =>
        // In the contract's order, whatever the order of the clicks.
        save.mutate({
          priceDropAlert,
          emailKinds: NOTIFICATION_KINDS.filter((kind) => emailKinds.includes(kind)),
        }),
      )}
      className="card mx-auto mt-6 max-w-xl bg-base-100 shadow-md"
    >
      <div className="card-body">
        <fieldset className="space-y-2">
          <legend className="mb-2 text-lg font-semibold">{t('emailChoices.legend')}</legend>
          <Controller
            control={control}
            name="emailKinds"
            render={({ field: { value = [], onChange } }) => (
              <>
                {kinds.map((kind) => (
                  <label key={kind} className="flex cursor-pointer items-center gap-3">
                    <input
                      type="checkbox"
                      className="checkbox checkbox-primary"
                      checked={value.includes(kind)}
                      onChange={(event) =>
                        onChange(
                          event.target.checked ? [...value, kind] : value.filter((chosen) => chosen !== kind),
                        )
                      }
                    />
                    <span>{t(`emailKind.${kind}`)}</span>
                  </label>
                ))}
              </>
            )}
          />
        </fieldset>
        <p className="text-sm text-base-content/80">{t('emailChoices.bell')}</p>
        <label className="flex flex-col gap-1">
          <span className="font-semibold">{t('emailChoices.priceDrops')}</span>
          <select className="select w-full" {...register('priceDropAlert')}>
            {PRICE_DROP_ALERTS.map((alert) => (
              <option key={alert} value={alert}>
                {t(`priceDrop.${alert}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="card-actions justify-end">
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending ? t('saving') : t('emailChoices.save')}
          </button>
        </div>
      </div>
    </form>
  )
}
