import { useState } from 'react'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { InputField } from '../../components/form-field.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

interface ProofForm {
  password?: string
  code?: string
}

interface ProofOfIdentityFieldsProps {
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix: string
  twoFactorEnabled: boolean
  register: (name: keyof ProofForm) => UseFormRegisterReturn
  unregister: (name: keyof ProofForm) => void
  errors: Partial<Record<keyof ProofForm, FieldError>>
}

/**
 * The password, or a code of the authenticator app when two-factor is on, typed again before a step that needs a
 * fresh proof (adding a passkey, deleting the account). Only the field on screen is sent.
 */
export function ProofOfIdentityFields({
  idPrefix,
  twoFactorEnabled,
  register,
  unregister,
  errors,
}: ProofOfIdentityFieldsProps) {
  const t = useT('dashboard')
  const [withCode, setWithCode] = useState(false)
  const switchProof = () => {
    unregister(withCode ? 'code' : 'password')
    setWithCode(!withCode)
  }
  return (
    <>
      {withCode ? (
        <InputField
          id={`${idPrefix}-code`}
          label={t('proof.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={errors.code}
          {...register('code')}
        />
      ) : (
        <InputField
          id={`${idPrefix}-password`}
          label={t('yourPassword')}
          type="password"
          autoComplete="current-password"
          error={errors.password}
          {...register('password')}
        />
      )}
      {twoFactorEnabled && (
        <button type="button" className="btn btn-link btn-sm px-0" onClick={switchProof}>
          {withCode ? t('proof.usePassword') : t('proof.useCode')}
        </button>
      )}
    </>
  )
}
