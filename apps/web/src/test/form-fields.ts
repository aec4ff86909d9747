import { fireEvent, screen } from '@testing-library/react'

// Forms as a person uses them: by the fields' labels, and the message announced for each field.

export const fill = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } })

/** The error message the field is described by (FormField's alert), or undefined when it has none. */
export const fieldError = (label: string) =>
  (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((described) => described?.getAttribute('role') === 'alert')?.textContent ?? undefined
