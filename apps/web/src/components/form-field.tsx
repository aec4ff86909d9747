import type { ComponentProps, ReactNode } from 'react'

/** A field's problem: the one the server named (lib/forms), or the card form's own check. */
export type FieldProblem = { message?: string | undefined }

/** A labelled form control with its error announced to screen readers. */
export function FormField({
  id,
  label,
  error,
  children,
}: {
  id: string
  label: string
  error: FieldProblem | undefined
  children: ReactNode
}) {
  return (
    <div className="flex w-full flex-col">
      <label htmlFor={id} className="label mb-1 text-sm font-medium text-base-content">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-error">
          {error.message}
        </p>
      )}
    </div>
  )
}

export const fieldA11y = (id: string, error: FieldProblem | undefined) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
})

/** A value shown in a form that cannot be changed there: marked read-only to the eye and to screen readers. */
export function ReadOnlyField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="flex w-full flex-col">
      <label htmlFor={id} className="label mb-1 flex gap-2 text-sm font-medium text-base-content">
        {label}
        <span className="badge badge-ghost badge-sm font-normal">read-only</span>
      </label>
      <input id={id} className="input w-full" value={value} readOnly />
    </div>
  )
}

/** A labelled input wired to its error: spread a form's field wiring (`field(name, id).input`) as its props. */
export function InputField({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error: FieldProblem | undefined } & ComponentProps<'input'>) {
  return (
    <FormField id={id} label={label} error={error}>
      <input className="input w-full" {...fieldA11y(id, error)} {...input} />
    </FormField>
  )
}
