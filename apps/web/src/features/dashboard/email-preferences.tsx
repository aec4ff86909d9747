import {
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreferences,
  PRICE_DROP_ALERTS,
  type Role,
} from '@keyhaven/contract'
import { type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { QueryView } from '../../components/query-view.tsx'
import { ActionForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import { PROFILE_INTENTS } from './profile-intents.ts'

/**
 * Which notifications also come by e-mail (the profile's section), only the kinds this role can receive; and
 * the price drops of homes the person follows (wishlist, saved searches) they hear of at all, which is a
 * choice of what notifies, so it sits with the other notification choices.
 */
export function EmailPreferences({ role, read }: { role: Role; read: ScreenRead<NotificationPreferences> }) {
  const t = useT('dashboard')
  const kinds = NOTIFICATION_KINDS.filter((kind) =>
    (NOTIFICATION_KIND_INFO[kind].roles as readonly Role[]).includes(role),
  )
  const preferences = useScreenRead(read)

  if (kinds.length === 0) return null
  return (
    <QueryView query={preferences} loading={t('emailChoices.loading')} error={t('emailChoices.error')}>
      {(saved) => <EmailChoicesForm kinds={kinds} saved={saved} />}
    </QueryView>
  )
}

/** The choices as saved, posted to the profile's action. */
function EmailChoicesForm({ kinds, saved }: { kinds: NotificationKind[]; saved: NotificationPreferences }) {
  const t = useT('dashboard')
  const form = useActionForm({ intent: PROFILE_INTENTS.emailChoices })
  return (
    <ActionForm form={form} className="card mx-auto mt-6 max-w-xl bg-base-100 shadow-md">
      <input type="hidden" name="intent" value={PROFILE_INTENTS.emailChoices} />
      {/* The saved choices: drawn again as saved once the page reads them after a save. */}
      <div className="card-body" key={JSON.stringify(saved)}>
        <fieldset className="space-y-2">
          <legend className="mb-2 text-lg font-semibold">{t('emailChoices.legend')}</legend>
          {kinds.map((kind) => (
            <label key={kind} className="flex cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                name="emailKinds"
                value={kind}
                className="checkbox checkbox-primary"
                defaultChecked={saved.emailKinds.includes(kind)}
              />
              <span>{t(`emailKind.${kind}`)}</span>
            </label>
          ))}
          {/* Choices of kinds this role does not receive stay as they were saved. */}
          {saved.emailKinds
            .filter((kind) => !kinds.includes(kind))
            .map((kind) => (
              <input key={kind} type="hidden" name="emailKinds" value={kind} />
            ))}
        </fieldset>
        <p className="text-sm text-base-content/80">{t('emailChoices.bell')}</p>
        <label className="flex flex-col gap-1">
          <span className="font-semibold">{t('emailChoices.priceDrops')}</span>
          <select name="priceDropAlert" className="select w-full" defaultValue={saved.priceDropAlert}>
            {PRICE_DROP_ALERTS.map((alert) => (
              <option key={alert} value={alert}>
                {t(`priceDrop.${alert}`)}
              </option>
            ))}
          </select>
        </label>
        <FormStatus outcome={form.outcome} />
        <div className="card-actions justify-end">
          <button type="submit" className="btn btn-primary" disabled={form.busy}>
            {form.busy ? t('saving') : t('emailChoices.save')}
          </button>
        </div>
      </div>
    </ActionForm>
  )
}
