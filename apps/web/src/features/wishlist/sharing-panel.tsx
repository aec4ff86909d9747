import type { WishlistShare, WishlistSharing } from '@keyhaven/contract'
import { Form, Link, useNavigation, useSearchParams } from 'react-router'
import { FormField, fieldA11y } from '../../components/form-field.tsx'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { useConfirmedSubmit } from '../../lib/forms/confirm-submit.ts'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { isDone } from '../../lib/forms/outcome.ts'
import { fieldProblem, usePostedOutcome } from '../../lib/forms/posted-outcome.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { isRemoval } from './wishlist-intents.ts'

/**
 * The Wishlist page's sharing: invite a partner, see and end the sharing, answer invitations. `sharing` is what
 * the page's loader read, null when that read failed.
 */
export function SharingPanel({ sharing }: { sharing: WishlistSharing | null }) {
  const t = useT('wishlist')
  const outcome = usePostedOutcome((intent) => !isRemoval(intent))
  const busy = useNavigation().state === 'submitting'
  const confirmed = useConfirmedSubmit()
  const emailError = fieldProblem(outcome, 'invite', 'email')
  // An invitation's e-mailed link leads here; once it is answered, what it did shows below.
  const invitation = useSearchParams()[0].get('invitation')
  const linkAnswered = isDone(outcome) && outcome.intent === 'accept-link'

  if (!sharing)
    return (
      <p role="alert" className="alert alert-error alert-soft mb-6">
        {t('sharing.error')}
      </p>
    )
  const { outgoing, incoming } = sharing

  const endForm = (share: WishlistShare, intent: 'revoke' | 'decline' | 'leave', label: string) => (
    <Form
      method="post"
      onSubmit={
        intent === 'revoke'
          ? confirmed(
              t('sharing.stopTitle'),
              t('sharing.stopText', { partner: share.partnerName ?? share.partnerEmail }),
              t('sharing.stopYes'),
            )
          : intent === 'leave'
            ? confirmed(
                t('sharing.leaveTitle', { owner: share.ownerName }),
                t('sharing.leaveText'),
                t('sharing.leaveYes'),
              )
            : undefined
      }
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="shareId" value={share._id} />
      <button type="submit" className="btn btn-sm btn-outline" disabled={busy}>
        {label}
      </button>
    </Form>
  )

  return (
    <section aria-labelledby="sharing-title" className="card mb-6 bg-base-100 p-4 shadow-md">
      <h2 id="sharing-title" className="mb-2 text-lg font-semibold">
        {t('sharing.title')}
      </h2>
      <FormStatus outcome={outcome} />
      {outgoing === null ? (
        <Form method="post" className="flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
          <input type="hidden" name="intent" value="invite" />
          <FormField id="partner-email" label={t('sharing.partnerEmail')} error={emailError}>
            <input
              name="email"
              type="email"
              autoComplete="email"
              className="input w-full"
              defaultValue={emailError?.typed ?? ''}
              {...fieldA11y('partner-email', emailError)}
            />
          </FormField>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('sharing.invite')}
          </button>
        </Form>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p>
            {outgoing.status === 'pending'
              ? t('sharing.pending', { email: outgoing.partnerEmail })
              : t('sharing.sharedWith', {
                  partner: outgoing.partnerName ?? outgoing.partnerEmail,
                  email: outgoing.partnerEmail,
                })}
          </p>
          {outgoing.status === 'accepted' && (
            <Link to={dashboardPaths.sharedWishlist(outgoing._id)} className="btn btn-sm btn-primary">
              {t('sharing.open')}
            </Link>
          )}
          {endForm(outgoing, 'revoke', t('sharing.revoke'))}
        </div>
      )}
      {invitation && !linkAnswered && (
        <div className="mt-4 flex flex-wrap items-center gap-3 rounded bg-base-200 p-3">
          <p>{t('sharing.invitedByEmail')}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="accept-link" />
            <input type="hidden" name="secret" value={invitation} />
            <button type="submit" className="btn btn-sm btn-primary" disabled={busy}>
              {t('sharing.acceptInvitation')}
            </button>
          </Form>
        </div>
      )}
      {incoming.length > 0 && (
        <>
          <h3 className="mt-4 mb-2 font-semibold">{t('sharing.withYou')}</h3>
          <ul className="flex flex-col gap-3">
            {incoming.map((share) => (
              <li key={share._id} className="flex flex-wrap items-center gap-3">
                {share.status === 'pending' ? (
                  <>
                    <p>{t('sharing.invitedYou', { owner: share.ownerName })}</p>
                    <Form method="post">
                      <input type="hidden" name="intent" value="accept" />
                      <input type="hidden" name="shareId" value={share._id} />
                      <button type="submit" className="btn btn-sm btn-primary" disabled={busy}>
                        {t('sharing.accept')}
                      </button>
                    </Form>
                    {endForm(share, 'decline', t('sharing.decline'))}
                  </>
                ) : (
                  <>
                    <Link to={dashboardPaths.sharedWishlist(share._id)} className="link link-primary">
                      {t('sharing.ownersList', { owner: share.ownerName })}
                    </Link>
                    {endForm(share, 'leave', t('sharing.leave'))}
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
