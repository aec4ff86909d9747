import type { Property } from '@keyhaven/contract'
import type { ReactNode } from 'react'
import { rowForm } from '../../app/screen-with-data.tsx'
import { type ActionFormState, ButtonForm } from '../../lib/forms/action-form.tsx'

/**
 * The intent of a step's form on one listing (My Added Properties' Submit, Renew, Withdraw and Delete,
 * Advertise's Advertise and Withdraw): each row shows only its own answer.
 */
export const listingStepIntent = (step: string, propertyId: string) => `${step}:${propertyId}`

/**
 * A step on one listing of a page's list: a form of the route's action, whose answer is the page's (rowForm),
 * since the button often leaves with it. It posts the step (`intent`), the listing's id and its title, which
 * a question asked first names.
 */
export function ListingStepForm({
  page,
  step,
  property,
  className,
  label,
  children,
}: {
  page: ActionFormState
  step: string
  property: Property
  className: string
  label: string
  children: ReactNode
}) {
  const posted = { intent: step, propertyId: property._id, title: property.title }
  return (
    <ButtonForm
      form={rowForm(page, listingStepIntent(step, property._id), posted)}
      fields={posted}
      className={`btn btn-sm ${className}`}
      label={label}
    >
      {children}
    </ButtonForm>
  )
}
