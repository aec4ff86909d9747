import { zodResolver } from '@hookform/resolvers/zod'
import { type CreateFeedKey, createFeedKeySchema, type FeedKey, type IssuedFeedKey } from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { InputField } from '../../components/form-field.tsx'
import { QueryView } from '../../components/query-view.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { countOf } from '../../lib/count.ts'
import { confirmDanger } from '../../lib/dialogs.ts'
import { feedKeysQuery, useIssueFeedKey, useRevokeFeedKey } from './api.ts'

const formatTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : 'Never'

/** The key just issued, shown this once with a copy button: Keyhaven keeps only its hash. */
function IssuedKey({ issued, onDone }: { issued: IssuedFeedKey; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(issued.key)
      toast.success('Feed key copied.')
    } catch {
      toast.error('Could not copy: select the key and copy it yourself.')
    }
  }
  return (
    <div role="status" className="alert alert-success mb-6 flex flex-col items-stretch gap-3">
      <p className="font-semibold">Feed key for “{issued.name}” issued.</p>
      <p className="text-sm">
        Copy it now and hand it to the portal: it is shown only this once. The portal sends it as{' '}
        <code>Authorization: Bearer &lt;key&gt;</code> to <code>/api/feed/properties</code>.
      </p>
      <label className="flex w-full flex-col">
        <span className="mb-1 text-sm font-medium">Feed key</span>
        <input
          type="text"
          readOnly
          value={issued.key}
          className="input w-full font-mono text-xs text-base-content"
          onFocus={(event) => event.currentTarget.select()}
        />
      </label>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-primary btn-sm" onClick={copy}>
          Copy key
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  )
}

/**
 * Feed Keys for admins: issue a key for a portal (shown once, with a copy button), see each key's name, when it
 * was issued and last used and whether it is revoked, and revoke one after a confirmation.
 */
export function FeedKeysPage() {
  const keys = useQuery(feedKeysQuery())
  const [issued, setIssued] = useState<IssuedFeedKey | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CreateFeedKey>({ resolver: zodResolver(createFeedKeySchema), defaultValues: { name: '' } })
  const issue = useIssueFeedKey({
    onSuccess: (key) => {
      setIssued(key)
      reset({ name: '' })
    },
    onError: (failure) =>
      setError('name', { message: failure instanceof ApiError ? failure.detail : failure.message }),
  })
  const revoke = useRevokeFeedKey({
    onSuccess: (key) => toast.success(`Feed key “${key.name}” revoked.`),
    onError: (error) => toast.error(`Failed to revoke the feed key: ${error.message}`),
  })
  const onRevoke = async (key: FeedKey) => {
    const confirmed = await confirmDanger(
      `Revoke the feed key “${key.name}”?`,
      'The portal using it can no longer read the feed. This cannot be undone: it would need a new key.',
      'Yes, revoke it',
    )
    if (confirmed) revoke.mutate(key)
  }

  return (
    <DashboardPage id="feed-keys-title" title="Feed Keys">
      <p className="mb-4 max-w-2xl text-sm">
        Portals read Keyhaven's public listings from the portal feed with a key of their own. Each key has its
        own rate limit; revoke a key when a portal should stop.
      </p>
      {issued && <IssuedKey issued={issued} onDone={() => setIssued(null)} />}
      <form
        noValidate
        aria-label="Issue a feed key"
        className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={handleSubmit((values) => issue.mutate(values))}
      >
        <div className="w-full sm:max-w-sm">
          <InputField
            id="feed-key-name"
            label="Portal name"
            maxLength={100}
            error={errors.name}
            {...register('name')}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={issue.isPending}>
          Issue key
        </button>
      </form>
      <QueryView
        query={keys}
        loading="Loading feed keys..."
        error="We could not load the feed keys."
        isEmpty={(list) => list.length === 0}
        empty="No feed keys yet. Issue one for each portal that takes Keyhaven's listings."
      >
        {(list) => (
          <DataTable
            caption={countOf(list.length, 'feed key')}
            rows={list}
            rowKey={(key) => key.id}
            columns={[
              { label: 'Name', cell: (key) => key.name },
              { label: 'Issued', kind: 'nowrap', cell: (key) => formatTime(key.createdAt) },
              { label: 'Last used', kind: 'nowrap', cell: (key) => formatTime(key.lastUsedAt) },
              {
                label: 'Status',
                cell: (key) =>
                  key.revokedAt ? (
                    <span className="badge badge-error">Revoked {formatTime(key.revokedAt)}</span>
                  ) : (
                    <span className="badge badge-success">Active</span>
                  ),
              },
              {
                label: 'Revoke',
                kind: 'actions',
                cell: (key) =>
                  !key.revokedAt && (
                    <button
                      type="button"
                      className="btn btn-sm btn-error btn-outline"
                      disabled={revoke.isPending}
                      aria-label={`Revoke ${key.name}`}
                      onClick={() => onRevoke(key)}
                    >
                      Revoke
                    </button>
                  ),
              },
            ]}
          />
        )}
      </QueryView>
    </DashboardPage>
  )
}
