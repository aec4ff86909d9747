import type { Page, Viewing, ViewingAction } from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { rowForm, type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { CardList, ListingCard } from '../../components/listing-card.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { ActionForm, type ActionFormState, ButtonForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { usePostedOutcome } from '../../lib/forms/posted-outcome.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { usePageParam } from '../../lib/use-page-param.ts'
import { VIEWINGS_PAGE_SIZE, viewingSlotsQuery, viewingTime } from './api.ts'
import { ViewingStatusBadge } from './viewing-status-badge.tsx'
import { viewingStepIntent } from './viewing-step-intents.ts'

type ListProps = { read: ScreenRead<Page<Viewing>> }

type Step = ViewingAction

/**
 * One step on a viewing (Accept, Confirm, Decline, Cancel): a form of the route's action
 * (viewing-steps.server.ts), which asks first for the reason where the other party is told one; the route's
 * loader then reads the list again. `name` says for a screen reader which viewing it is, and `asked` what the
 * action's question names.
 */
function StepButton({
  form: page,
  viewing,
  step,
  asked,
  className,
  label,
  name,
}: {
  form: ActionFormState
  viewing: Viewing
  step: Step
  asked: Record<string, string>
  className: string
  label: string
  name: string
}) {
  const form = rowForm(page, viewingStepIntent(step, viewing._id), { intent: step, viewingId: viewing._id })
  return (
    <ButtonForm
      form={form}
      fields={{ intent: step, viewingId: viewing._id, ...asked }}
      className={`btn btn-sm ${className}`}
      label={name}
    >
      {label}
    </ButtonForm>
  )
}

// No post of these pages has this intent: a page's form takes a posted answer only when it is one of its own.
const NO_POST = 'none'

/** The rows' steps, one form state of the page's (rowForm), and a step made without scripts, told at its top. */
function useSteps() {
  const posted = usePostedOutcome()
  return { posted, steps: useActionForm({ intent: posted?.intent ?? NO_POST }) }
}

/** My Viewings: the buyer's requests and viewings, soonest first; accept a proposed time, or cancel. */
export function MyViewingsPage({ read }: ListProps) {
  const [page, setPage] = usePageParam()
  const viewings = useScreenRead(read)
  const { posted, steps } = useSteps()
  const t = useT('buying')
  return (
    <DashboardPage id="my-viewings-title" title={t('viewings.title')}>
      <FormStatus outcome={posted} />
      <PagedView
        query={viewings}
        page={page}
        pageSize={VIEWINGS_PAGE_SIZE}
        onPage={setPage}
        loading={t('viewings.loading')}
        error={t('viewings.error')}
        empty={t('viewings.empty')}
      >
        {(data) => (
          <CardList label={t('viewings.list')} items={data.items}>
            {(viewing) => (
              <ListingCard
                image={viewing.image}
                title={viewing.title}
                location={viewing.location}
                badge={<ViewingStatusBadge status={viewing.status} />}
                actions={
                  <div className="flex flex-wrap gap-2">
                    {viewing.status === 'proposed' && (
                      <StepButton
                        form={steps}
                        viewing={viewing}
                        step="accept"
                        asked={{}}
                        className="btn-success"
                        label={t('viewings.accept')}
                        name={t('viewings.acceptLabel', { title: viewing.title })}
                      />
                    )}
                    {(viewing.status === 'requested' ||
                      viewing.status === 'proposed' ||
                      viewing.status === 'confirmed') && (
                      <StepButton
                        form={steps}
                        viewing={viewing}
                        step="cancel"
                        asked={{ title: viewing.title }}
                        className="btn-outline btn-error"
                        label={t('viewings.cancel')}
                        name={t('viewings.cancelLabel', { title: viewing.title })}
                      />
                    )}
                  </div>
                }
              >
                <p className="text-sm font-medium">{viewingTime(viewing.start, viewing.timeZone)}</p>
                <p className="text-sm">{t('viewings.with', { name: viewing.agentName })}</p>
                {viewing.reason && (
                  <p className="text-sm text-base-content/80">
                    {t('applications.reason', { reason: viewing.reason })}
                  </p>
                )}
              </ListingCard>
            )}
          </CardList>
        )}
      </PagedView>
    </DashboardPage>
  )
}

/**
 * The agent picks another free time of the listing for a request, posted to the route's action; the buyer then
 * accepts or cancels. The free times are read when the dialog opens, as they are then (others book them), so
 * it is offered once the page's scripts run.
 */
function ProposeButton({ form: page, viewing }: { form: ActionFormState; viewing: Viewing }) {
  const t = useT('agent')
  const dialog = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  const [start, setStart] = useState('')
  const slots = useQuery({ ...viewingSlotsQuery(viewing.propertyId), enabled: open })
  const form = rowForm(page, viewingStepIntent('propose', viewing._id), {
    intent: 'propose',
    viewingId: viewing._id,
  })
  if (!form.hydrated) return null
  const titleId = `propose-title-${viewing._id}`
  const selectId = `propose-time-${viewing._id}`
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-outline"
        disabled={form.busy}
        aria-label={t('viewings.proposeLabel', { name: viewing.buyerName, title: viewing.title })}
        onClick={() => {
          setOpen(true)
          dialog.current?.showModal()
        }}
      >
        {t('viewings.proposeTime')}
      </button>
      <dialog ref={dialog} className="modal" aria-labelledby={titleId} onClose={() => setOpen(false)}>
        <ActionForm form={form} className="modal-box">
          <input type="hidden" name="intent" value="propose" />
          <input type="hidden" name="viewingId" value={viewing._id} />
          <h2 id={titleId} className="text-lg font-bold">
            {t('viewings.proposeTitle')}
          </h2>
          {slots.isPending ? (
            <LoadingState label={t('viewings.slotsLoading')} />
          ) : slots.isError ? (
            <ErrorState message={t('viewings.slotsError')} onRetry={() => slots.refetch()} />
          ) : slots.data.slots.length === 0 ? (
            <p>{t('viewings.noSlots')}</p>
          ) : (
            <>
              <label htmlFor={selectId} className="label mt-4 mb-1 text-sm font-medium text-base-content">
                {t('viewings.newTime')}
              </label>
              <select
                id={selectId}
                name="start"
                className="select w-full"
                value={start}
                onChange={(event) => setStart(event.target.value)}
              >
                <option value="">{t('viewings.chooseTime')}</option>
                {slots.data.slots.map((slot) => (
                  <option key={slot.start} value={slot.start}>
                    {viewingTime(slot.start, slots.data.timeZone)}
                  </option>
                ))}
              </select>
            </>
          )}
          <div className="modal-action">
            <button type="button" className="btn" onClick={() => dialog.current?.close()}>
              {t('viewings.cancelDialog')}
            </button>
            <button
              type="submit"
              className="btn btn-primary"
              disabled={!start || form.busy}
              onClick={() => dialog.current?.close()}
            >
              {t('viewings.propose')}
            </button>
          </div>
        </ActionForm>
      </dialog>
    </>
  )
}

/** Viewings: those of the agent's listings, soonest first, with each step inline. */
export function AgentViewingsPage({ read }: ListProps) {
  const [page, setPage] = usePageParam()
  const viewings = useScreenRead(read)
  const { posted, steps } = useSteps()
  const t = useT('agent')
  return (
    <DashboardPage id="agent-viewings-title" title={t('viewings.title')}>
      <FormStatus outcome={posted} />
      <PagedView
        query={viewings}
        page={page}
        pageSize={VIEWINGS_PAGE_SIZE}
        onPage={setPage}
        loading={t('viewings.loading')}
        error={t('viewings.error')}
        empty={t('viewings.empty')}
      >
        {(data) => (
          <DataTable
            caption={t('viewings.count', { count: data.total })}
            busy={viewings.busy}
            rows={data.items}
            rowKey={(viewing) => viewing._id}
            columns={[
              {
                label: t('viewings.column.when'),
                kind: 'nowrap',
                cell: (viewing) => viewingTime(viewing.start, viewing.timeZone),
              },
              { label: t('viewings.column.listing'), cell: (viewing) => viewing.title },
              {
                label: t('viewings.column.buyer'),
                cell: (viewing) => (
                  <div className="min-w-0">
                    <p>{viewing.buyerName}</p>
                    <p className="text-xs text-base-content/80 md:whitespace-nowrap">{viewing.buyerEmail}</p>
                  </div>
                ),
              },
              { label: t('viewings.column.message'), cell: (viewing) => viewing.message ?? '—' },
              {
                label: t('viewings.column.status'),
                cell: (viewing) => <ViewingStatusBadge status={viewing.status} />,
              },
              {
                label: t('viewings.column.actions'),
                kind: 'actions',
                cell: (viewing) => {
                  const named = { name: viewing.buyerName, title: viewing.title }
                  return (
                    <div className="flex flex-wrap gap-2">
                      {viewing.status === 'requested' && (
                        <>
                          <StepButton
                            form={steps}
                            viewing={viewing}
                            step="confirm"
                            asked={{}}
                            className="btn-success"
                            label={t('viewings.confirm')}
                            name={t('viewings.confirmLabel', named)}
                          />
                          <ProposeButton form={steps} viewing={viewing} />
                        </>
                      )}
                      {(viewing.status === 'requested' || viewing.status === 'proposed') && (
                        <StepButton
                          form={steps}
                          viewing={viewing}
                          step="decline"
                          asked={{ name: viewing.buyerName }}
                          className="btn-error"
                          label={t('viewings.decline')}
                          name={t('viewings.declineLabel', named)}
                        />
                      )}
                      {viewing.status === 'confirmed' && (
                        <StepButton
                          form={steps}
                          viewing={viewing}
                          step="cancel"
                          asked={{ name: viewing.buyerName }}
                          className="btn-outline btn-error"
                          label={t('viewings.cancel')}
                          name={t('viewings.cancelLabel', named)}
                        />
                      )}
                    </div>
                  )
                },
              },
            ]}
          />
        )}
      </PagedView>
    </DashboardPage>
  )
}
