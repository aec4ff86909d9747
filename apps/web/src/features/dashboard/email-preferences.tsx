import { zodResolver } from '@hookform/resolvers/zod'
import {
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  type NotificationPreferences,
  notificationPreferencesSchema,
  PRICE_DROP_ALERT_LABELS,
  PRICE_DROP_ALERTS,
  type Role,
} from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import { Controller, useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { notificationPreferencesQuery, useSaveNotificationPreferences } from '../notifications/api.ts'

/**
 * Which notifications also come by e-mail (the profile's section), only the kinds this role can receive; and
 * the price drops of homes the person follows (wishlist, saved searches) they hear of at all, which is a
 * choice of what notifies, so it sits with the other notification choices.
 */
export function EmailPreferences({ role }: { role: Role }) {
  const kinds = NOTIFICATION_KINDS.filter((kind) =>
    (NOTIFICATION_KIND_INFO[kind].roles as readonly Role[]).includes(role),
  )
  const preferences = useQuery({ ...notificationPreferencesQuery(), enabled: kinds.length > 0 })
  const save = useSaveNotificationPreferences({
    onSuccess: () => toast.success('Your e-mail choices are saved.'),
    onError: (error) => toast.error(`Could not save your e-mail choices. ${error.message}`),
  })
  const { control, handleSubmit, register } = useForm<NotificationPreferences>({
    resolver: zodResolver(notificationPreferencesSchema),
    // The saved choices, once read (and as saved again).
    values: preferences.data,
  })

  if (kinds.length === 0) return null
  if (preferences.isPending) return <LoadingState label="Loading your e-mail choices..." />
  if (preferences.isError)
    return (
      <ErrorState message="We could not load your e-mail choices." onRetry={() => preferences.refetch()} />
    )

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
          <legend className="mb-2 text-lg font-semibold">E-mail me when</legend>
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
                    <span>{NOTIFICATION_KIND_INFO[kind].label}</span>
                  </label>
                ))}
              </>
            )}
          />
        </fieldset>
        <p className="text-sm text-base-content/80">
          Every notification also appears under the bell at the top of the page.
        </p>
        <label className="flex flex-col gap-1">
          <span className="font-semibold">Price drops of homes in my wishlist or saved searches</span>
          <select className="select w-full" {...register('priceDropAlert')}>
            {PRICE_DROP_ALERTS.map((alert) => (
              <option key={alert} value={alert}>
                {PRICE_DROP_ALERT_LABELS[alert]}
              </option>
            ))}
          </select>
        </label>
        <div className="card-actions justify-end">
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save e-mail choices'}
          </button>
        </div>
      </div>
    </form>
  )
}
