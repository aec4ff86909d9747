import { APPLICATION_REASON_MAX, type Page, type RentalApplication } from '@keyhaven/contract'
import { useEffect, useEffectEvent, useState } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { rowForm, type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { FormField } from '../../components/form-field.tsx'
import { CardList, ListingCard } from '../../components/listing-card.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { configuredCurrency, formatAmount } from '../../lib/currency.ts'
import { ActionForm, type ActionFormState, ButtonForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { type FormOutcome, isDone } from '../../lib/forms/outcome.ts'
import { usePostedOutcome } from '../../lib/forms/posted-outcome.ts'
import type { Translate } from '../../lib/i18n/translator.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { usePageParam } from '../../lib/use-page-param.ts'
import { APPLICATIONS_PAGE_SIZE } from './api.ts'
import { applicationIntent, DECLINE_PARAM } from './application-intents.ts'
import { ApplicationStatusBadge } from './application-status-badge.tsx'

type ListProps = { read: ScreenRead<Page<RentalApplication>> }

// No post of these pages has this intent: a page's form takes a posted answer only when it is one of its own.
const NO_POST = 'none'
/** The intent of a posted answer when it is a decline's (`decline`) or another step's, for that page form. */
const postedOf = (posted: FormOutcome | undefined, decline: boolean) =>
  posted && posted.intent.startsWith('decline:') === decline ? posted.intent : NO_POST

const isOpen = (application: RentalApplication) =>
  application.status === 'submitted' || application.status === 'shortlisted'

const terms = (t: Translate<'buying'>, application: RentalApplication) =>
  t('applications.terms', {
    date: application.moveInDate,
    months: application.leaseMonths,
    occupants: application.occupants,
  })

/** My Applications: the renter's own, with Withdraw while one is open. */
export function MyApplicationsPage({ read }: ListProps) {
  const [page, setPage] = usePageParam()
  const applications = useScreenRead(read)
  const t = useT('buying')
  // A step made without scripts is told at the page's top (the row's button goes with the open status).
  const posted = usePostedOutcome()
  // The rows' steps are one form state of the page's (rowForm): the page stays to tell the result.
  const steps = useActionForm({ intent: postedOf(posted, false) })

  return (
    <DashboardPage id="my-applications-title" title={t('applications.title')}>
      <FormStatus outcome={posted} />
      <PagedView
        query={applications}
        page={page}
        pageSize={APPLICATIONS_PAGE_SIZE}
        onPage={setPage}
        loading={t('applications.loading')}
        error={t('applications.error')}
        empty={t('applications.empty')}
      >
        {(data) => (
          <CardList label={t('applications.list')} items={data.items}>
            {(application) => (
              <ListingCard
                image={application.image}
                title={application.title}
                location={application.location}
                badge={<ApplicationStatusBadge status={application.status} />}
                actions={
                  isOpen(application) && (
                    <StepButton
                      form={steps}
                      application={application}
                      step="withdraw"
                      className="btn-outline btn-error"
                      label={t('applications.withdraw')}
                      name={t('applications.withdrawLabel', { title: application.title })}
                    />
                  )
                }
              >
                <p className="text-sm">{terms(t, application)}</p>
                {application.reason && (
                  <p className="text-sm text-base-content/80">
                    {t('applications.reason', { reason: application.reason })}
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

/** Applications: those for the agent's rentals, with Shortlist, Accept and Decline while one is open. */
export function ApplicationsPage({ read }: ListProps) {
  const [page, setPage] = usePageParam()
  const applications = useScreenRead(read)
  const t = useT('agent')
  // The renter's terms and the status badges are the renter's own words ('buying').
  const renterT = useT('buying')
  const [params] = useSearchParams()
  // Without scripts, Decline asks for the page with `?decline=<id>`, which renders that row's reason form.
  const [declining, setDeclining] = useState(params.get(DECLINE_PARAM))
  // A step made without scripts is told at the page's top (a row's buttons follow the application's status).
  const posted = usePostedOutcome()
  // The rows' steps and declines are form states of the page's (rowForm): the page stays to tell the result.
  const steps = useActionForm({ intent: postedOf(posted, false) })
  const decline = useActionForm({ intent: postedOf(posted, true) })

  return (
    <DashboardPage id="applications-title" title={t('applications.title')}>
      <FormStatus outcome={posted} />
      <PagedView
        query={applications}
        page={page}
        pageSize={APPLICATIONS_PAGE_SIZE}
        onPage={setPage}
        loading={t('applications.loading')}
        error={t('applications.error')}
        empty={t('applications.empty')}
      >
        {(data) => (
          <DataTable
            caption={t('applications.count', { count: data.total })}
            busy={applications.busy}
            rows={data.items}
            rowKey={(application) => application._id}
            columns={[
              { label: t('applications.column.rental'), cell: (application) => application.title },
              {
                label: t('applications.column.renter'),
                cell: (application) => (
                  <div className="min-w-0">
                    <p>{application.renterName}</p>
                    <p className="text-xs text-base-content/80 md:whitespace-nowrap">
                      {application.renterEmail}
                    </p>
                  </div>
                ),
              },
              { label: t('applications.column.terms'), cell: (application) => terms(renterT, application) },
              {
                label: t('applications.column.income'),
                kind: 'nowrap',
                cell: (application) =>
                  application.monthlyIncome === null
                    ? '—'
                    : t('applications.income', {
                        amount: formatAmount(application.monthlyIncome, configuredCurrency()),
                      }),
              },
              {
                label: t('applications.column.message'),
                cell: (application) => <p className="max-w-xs whitespace-pre-line">{application.message}</p>,
              },
              {
                label: t('applications.column.status'),
                cell: (application) => <ApplicationStatusBadge status={application.status} />,
              },
              {
                label: t('applications.column.actions'),
                kind: 'actions',
                cell: (application) =>
                  isOpen(application) &&
                  (declining === application._id ? (
                    <DeclineForm
                      form={decline}
                      application={application}
                      onClose={() => setDeclining(null)}
                    />
                  ) : (
                    <div className="flex flex-wrap gap-2">
                      {application.status === 'submitted' && (
                        <StepButton
                          form={steps}
                          application={application}
                          step="shortlist"
                          className="btn-outline"
                          label={t('applications.shortlist')}
                          name={t('applications.shortlistLabel', {
                            name: application.renterName,
                            title: application.title,
                          })}
                        />
                      )}
                      <StepButton
                        form={steps}
                        application={application}
                        step="accept"
                        className="btn-success"
                        label={t('applications.accept')}
                        name={t('applications.acceptLabel', {
                          name: application.renterName,
                          title: application.title,
                        })}
                      />
                      <form method="get">
                        {[...params].map(
                          ([key, value]) =>
                            key !== DECLINE_PARAM && (
                              <input key={key} type="hidden" name={key} value={value} />
                            ),
                        )}
                        <input type="hidden" name={DECLINE_PARAM} value={application._id} />
                        <button
                          type="submit"
                          className="btn btn-sm btn-error"
                          aria-label={t('applications.declineLabel', {
                            name: application.renterName,
                            title: application.title,
                          })}
                          onClick={(event) => {
                            event.preventDefault()
                            setDeclining(application._id)
                          }}
                        >
                          {t('applications.decline')}
                        </button>
                      </form>
                    </div>
                  )),
              },
            ]}
          />
        )}
      </PagedView>
    </DashboardPage>
  )
}

/**
 * One step on an application (Withdraw, Shortlist, Accept): a form of the route's action
 * (application-decisions.server.ts), which asks first where the step needs it; the route's loader then reads
 * the list again. `name` says for a screen reader which application it is.
 */
function StepButton({
  form: page,
  application,
  step,
  className,
  label,
  name,
}: {
  form: ActionFormState
  application: RentalApplication
  step: 'withdraw' | 'shortlist' | 'accept'
  className: string
  label: string
  name: string
}) {
  const form = rowForm(page, applicationIntent(step, application._id), {
    intent: step,
    applicationId: application._id,
  })
  return (
    <ButtonForm
      form={form}
      fields={{
        intent: step,
        applicationId: application._id,
        title: application.title,
        renterName: application.renterName,
      }}
      className={`btn btn-sm ${className}`}
      label={name}
    >
      {label}
    </ButtonForm>
  )
}

/** Decline, with the reason the renter reads (the route's action checks that there is one). */
function DeclineForm({
  form: page,
  application,
  onClose,
}: {
  form: ActionFormState
  application: RentalApplication
  onClose: () => void
}) {
  const t = useT('agent')
  const common = useT('common')
  const here = useLocation()
  const form = rowForm(page, applicationIntent('decline', application._id), {
    intent: 'decline',
    applicationId: application._id,
  })
  const id = `decline-${application._id}`
  const reason = form.field('reason', id)
  const declined = isDone(form.outcome)
  const close = useEffectEvent(onClose)
  useEffect(() => {
    if (declined) close()
  }, [declined])
  const cancel = new URLSearchParams(here.search)
  cancel.delete(DECLINE_PARAM)
  return (
    // noValidate: the server's check says what the reason needs, in the page's words.
    <ActionForm form={form} noValidate className="flex min-w-56 flex-col gap-2">
      <input type="hidden" name="intent" value="decline" />
      <input type="hidden" name="applicationId" value={application._id} />
      <p className="font-medium">{t('applications.confirmDecline', { name: application.renterName })}</p>
      <FormField id={id} label={t('applications.declineReason')} error={reason.error}>
        <textarea
          className="textarea w-full"
          required
          maxLength={APPLICATION_REASON_MAX}
          {...reason.input}
          // biome-ignore lint/a11y/noAutofocus: the field Decline just opened, where typing goes next
          autoFocus
        />
      </FormField>
      <div className="flex gap-2">
        <button type="submit" className="btn btn-sm btn-error" disabled={form.busy}>
          {t('applications.decline')}
        </button>
        <Link
          to={`${here.pathname}${cancel.size > 0 ? `?${cancel}` : ''}`}
          className="btn btn-sm btn-ghost"
          onClick={(event) => {
            event.preventDefault()
            onClose()
          }}
        >
          {common('dialog.cancel')}
        </Link>
      </div>
    </ActionForm>
  )
}
