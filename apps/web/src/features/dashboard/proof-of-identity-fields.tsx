import { useState } from 'react'
import { InputField } from '../../components/form-field.tsx'
import type { ActionFormState } from '../../lib/forms/action-form.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

interface ProofOfIdentityFieldsProps {
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix: string
  twoFactorEnabled: boolean
  /** The form's wiring of a field to its problem (useActionForm's). */
  field: ActionFormState['field']
}

/**
 * The password, or a code of the authenticator app when two-factor is on, typed again before a step that needs a
 * fresh proof (adding a passkey, deleting the account). Only the field on screen is posted.
 */
export function ProofOfIdentityFields({ idPrefix, twoFactorEnabled, field }: ProofOfIdentityFieldsProps) {
  const t = useT('dashboard')
  const code = field('code', `${idPrefix}-code`)
  const password = field('password', `${idPrefix}-password`)
  // A refusal of the code comes back to a page without scripts with the code field on screen.
  const [withCode, setWithCode] = useState(code.error !== undefined)
  return (
    <>
      {withCode ? (
        <InputField
          label={t('proof.code')}
          inputMode="numeric"
          required
          pattern="\d{6}"
          autoComplete="one-time-code"
          error={code.error}
          {...code.input}
        />
      ) : (
        <InputField
          label={t('yourPassword')}
          type="password"
          required
          autoComplete="current-password"
          error={password.error}
          {...password.input}
        />
      )}
      {twoFactorEnabled && (
        <button type="button" className="btn btn-link btn-sm px-0" onClick={() => setWithCode(!withCode)}>
          {withCode ? t('proof.usePassword') : t('proof.useCode')}
        </button>
      )}
    </>
  )
}
