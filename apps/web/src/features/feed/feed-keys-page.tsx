import type { FeedKey } from '@keyhaven/contract'
import { useState } from 'react'
import toast from 'react-hot-toast'
import { rowForm, type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { FormField } from '../../components/form-field.tsx'
import { QueryView } from '../../components/query-view.tsx'
import { useDateFormat } from '../../lib/dates.ts'
import { ActionForm, type ActionFormState, ButtonForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { isDone } from '../../lib/forms/outcome.ts'
import { usePostedOutcome } from '../../lib/forms/posted-outcome.ts'
import { messageWith } from '../../lib/i18n/message-with.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

/**
 * The key just issued, shown this once with a copy button: Keyhaven keeps only its hash. Without scripts it
 * stays until the page is left (there is nothing to copy with but the person's own hands).
 */
function IssuedKey({
  issued,
  onDone,
}: {
  issued: { name: string; key: string }
  onDone: (() => void) | undefined
}) {
  const t = useT('admin')
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(issued.key)
      toast.success(t('feed.copied'))
    } catch {
      toast.error(t('feed.copyFailed'))
    }
  }
  return (
    <div role="status" className="alert alert-success mb-6 flex flex-col items-stretch gap-3">
      <p className="font-semibold">{t('feed.issued', { name: issued.name })}</p>
      <p className="text-sm">
        {messageWith((marks) => t('feed.issuedHelp', marks), {
          header: <code>Authorization: Bearer &lt;key&gt;</code>,
          path: <code>/api/feed/properties</code>,
        })}
      </p>
      <label className="flex w-full flex-col">
        <span className="mb-1 text-sm font-medium">{t('feed.key')}</span>
        <input
          type="text"
          readOnly
          value={issued.key}
          className="input w-full font-mono text-xs text-base-content"
          onFocus={(event) => event.currentTarget.select()}
        />
      </label>
      {onDone && (
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-primary btn-sm" onClick={copy}>
            {t('feed.copy')}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={onDone}>
            {t('feed.done')}
          </button>
        </div>
      )}
    </div>
  )
}

/**
 * Feed Keys for admins: issue a key for a portal (shown once, with a copy button), see each key's name, when it
 * was issued and last used and whether it is revoked, and revoke one, asked first. Both post to the route's
 * action (features/feed/feed-key-actions.server.ts).
 */
export function FeedKeysPage({ read }: { read: ScreenRead<FeedKey[]> }) {
  const t = useT('admin')
  const { dateTime } = useDateFormat()
  const formatTime = (iso: string | null) => (iso ? dateTime(iso) : t('feed.never'))
  const keys = useScreenRead(read)
  const form = useActionForm({ intent: 'issue' })
  const name = form.field('name', 'feed-key-name')
  // The key of the last issue, until the admin says Done (a key issued next is another answer, shown again), or
  // without scripts until the page is left.
  const issued = isDone(form.outcome) ? form.outcome.result : undefined
  const [dismissed, setDismissed] = useState<object>()
  // A key revoked without scripts: its row's button is gone, so the page says it.
  const revoked = usePostedOutcome((intent) => intent.startsWith('revoke:'))
  // Every row's Revoke is one form state of the page's (rowForm): the button goes with the answer (the route's
  // loader reads the keys again), and the page, which stays, tells the result.
  const revocation = useActionForm({ intent: revoked?.intent ?? 'revoke:' })

  return (
    <DashboardPage id="feed-keys-title" title={t('feed.title')}>
      <p className="mb-4 max-w-2xl text-sm">{t('feed.intro')}</p>
      {issued?.key && issued.name && dismissed !== issued && (
        <IssuedKey
          issued={{ name: issued.name, key: issued.key }}
          onDone={form.hydrated ? () => setDismissed(issued) : undefined}
        />
      )}
      {isDone(revoked) && <FormStatus outcome={revoked} />}
      <ActionForm
        form={form}
        noValidate
        aria-label={t('feed.issueForm')}
        className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <input type="hidden" name="intent" value="issue" />
        <div className="w-full sm:max-w-sm">
          <FormField id={name.input.id} label={t('feed.portalName')} error={name.error}>
            <input className="input w-full" maxLength={100} required {...name.input} />
          </FormField>
        </div>
        <button type="submit" className="btn btn-primary" disabled={form.busy}>
          {t('feed.issue')}
        </button>
      </ActionForm>
      <FormStatus outcome={isDone(form.outcome) ? undefined : form.outcome} />
      <QueryView
        query={keys}
        loading={t('feed.loading')}
        error={t('feed.error')}
        isEmpty={(list) => list.length === 0}
        empty={t('feed.empty')}
      >
        {(list) => (
          <DataTable
            caption={t('feed.count', { count: list.length })}
            rows={list}
            rowKey={(key) => key.id}
            columns={[
              { label: t('feed.column.name'), cell: (key) => key.name },
              { label: t('feed.column.issued'), kind: 'nowrap', cell: (key) => formatTime(key.createdAt) },
              { label: t('feed.column.lastUsed'), kind: 'nowrap', cell: (key) => formatTime(key.lastUsedAt) },
              {
                label: t('feed.column.status'),
                cell: (key) =>
                  key.revokedAt ? (
                    <span className="badge badge-error">
                      {t('feed.revokedAt', { when: formatTime(key.revokedAt) })}
                    </span>
                  ) : (
                    <span className="badge badge-success">{t('feed.active')}</span>
                  ),
              },
              {
                label: t('feed.column.revoke'),
                kind: 'actions',
                cell: (key) =>
                  !key.revokedAt && <RevokeButton form={revocation} id={key.id} name={key.name} />,
              },
            ]}
          />
        )}
      </QueryView>
    </DashboardPage>
  )
}

/** A key's Revoke: the action asks first, with the key's name, then the portal's reads stop. */
function RevokeButton({ form: page, id, name }: { form: ActionFormState; id: string; name: string }) {
  const t = useT('admin')
  const form = rowForm(page, `revoke:${id}`, { intent: 'revoke', keyId: id })
  return (
    <>
      <ButtonForm
        form={form}
        fields={{ intent: 'revoke', keyId: id }}
        className="btn btn-sm btn-error btn-outline"
        label={t('feed.revokeLabel', { name })}
      >
        {t('feed.revoke')}
      </ButtonForm>
      <FormStatus outcome={isDone(form.outcome) ? undefined : form.outcome} />
    </>
  )
}
