import type { ComponentProps } from 'react'
import { useT } from '../lib/i18n/use-t.ts'

/**
 * The choice a new password offers: passkeys outlive a password, so one added by whoever knew the old password
 * would still open the account. Changing and resetting the password both ask it.
 */
export function RemovePasskeysField(props: Omit<ComponentProps<'input'>, 'type'>) {
  const t = useT('common')
  return (
    <label className="label cursor-pointer justify-start gap-2 whitespace-normal text-sm">
      <input type="checkbox" className="checkbox checkbox-sm" {...props} />
      {t('passkeys.removeToo')}
    </label>
  )
}
