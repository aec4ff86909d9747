import type { Review } from '@keyhaven/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { closeDialog } from '../../lib/dialogs.ts'
import { pageOf } from '../../lib/use-page-param.ts'
import { serveApi } from '../../test/api-server.ts'
import { fieldError, fill } from '../../test/form-fields.ts'
import { answerSignedIn, LENA, renderPage } from '../../test/render-page.tsx'
import { routeAction } from '../../test/route-action.ts'
import { screenRoute } from '../../test/screen-route.tsx'
import { fetchAllReviews, fetchMyReviews } from './api.ts'
import { manageReviewsAction, myReviewsAction } from './review-list-actions.server.ts'
import { ManageReviewsPage, MyReviewsPage } from './review-pages.tsx'

// Paging as a user meets it, on Manage Reviews (every paged list shares its view and its fetchPage): the page
// comes from the URL, the pager moves through the list, and a page past the end leads back. The server answers
// as GET /api/reviews/all does: a page of the list in the body, the total in X-Total-Count.

const api = serveApi()

const REVIEW_COUNT = 15 // two pages of 12
const reviews: Review[] = Array.from({ length: REVIEW_COUNT }, (_, index) => ({
  _id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
  propertyId: '10000000-0000-4000-8000-000000000001',
  propertyTitle: `Listing ${index + 1}`,
  agentName: 'Ada Agent',
  reviewerName: `Reviewer ${index + 1}`,
  reviewerImage: null,
  reviewerEmail: `reviewer${index + 1}@example.com`,
  description: `Review number ${index + 1}`,
  createdAt: '2026-11-01T10:00:00.000Z',
}))

function serveReviews(list: Review[]) {
  api.answer('GET', '/api/reviews/all', ({ url }) => {
    const query = new URL(url, 'http://keyhaven.test').searchParams
    const page = Number(query.get('page') ?? '1')
    const limit = Number(query.get('limit') ?? '10')
    return {
      body: list.slice((page - 1) * limit, page * limit),
      headers: { 'X-Total-Count': String(list.length) },
    }
  })
}

const pagesAsked = () =>
  api
    .requestsTo('GET', '/api/reviews/all')
    .map(({ url }) => new URL(url, 'http://keyhaven.test').searchParams.get('page'))

const readAll = (url: URL) => fetchAllReviews(pageOf(url.searchParams))

const openAt = (url: string) =>
  renderPage([screenRoute('/dashboard/manageReviews', ManageReviewsPage, readAll)], url)

describe('a paged list', () => {
  it('shows the page the URL names and moves with the pager, keeping the page in the URL', async () => {
    serveReviews(reviews)
    const router = openAt('/dashboard/manageReviews')
    expect(await screen.findByText('Review number 1')).toBeTruthy()
    expect(screen.queryByText('Review number 13')).toBeNull()
    const pager = screen.getByRole('navigation', { name: 'Pages' })
    expect(within(pager).getByText('Page 1 of 2')).toBeTruthy()
    expect(within(pager).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true)

    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Review number 13')).toBeTruthy()
    expect(screen.getByText('Page 2 of 2')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true)
    expect(router.state.location.search).toBe('?page=2')
    expect(pagesAsked()).toEqual(['1', '2'])
  })

  it('says a page past the end is empty and leads back to the last page', async () => {
    serveReviews(reviews)
    const router = openAt('/dashboard/manageReviews?page=7')
    expect(await screen.findByText('There is nothing on page 7; the list has 2 pages.')).toBeTruthy()
    expect(screen.queryByText('No reviews yet.')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Back to page 2' }))
    expect(await screen.findByText('Review number 15')).toBeTruthy()
    expect(screen.queryByText(/There is nothing on page/)).toBeNull()
    expect(router.state.location.search).toBe('?page=2')
  })

  it('shows the empty state and no pager when the list has nothing', async () => {
    serveReviews([])
    openAt('/dashboard/manageReviews')
    expect(await screen.findByText('No reviews yet.')).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull()
  })

  it('shows no pager for a list that fits one page', async () => {
    serveReviews(reviews.slice(0, 3))
    openAt('/dashboard/manageReviews')
    expect(await screen.findByText('Review number 3')).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull()
  })

  it('says the list could not load and asks again on Try again', async () => {
    api.answer('GET', '/api/reviews/all', {
      status: 503,
      body: { error: { code: 'unavailable', message: 'The database is not reachable' } },
    })
    openAt('/dashboard/manageReviews')
    expect(await screen.findByText('We could not load the reviews.')).toBeTruthy()
    serveReviews(reviews)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Review number 1')).toBeTruthy()
  })
})

describe("the author's and the admin's review cards", () => {
  const review = reviews[0] as Review
  const path = `/api/reviews/${review._id}`
  afterEach(closeDialog)

  const openMine = () => {
    answerSignedIn(api, { ...LENA, email: review.reviewerEmail })
    api.answer('GET', '/api/reviews', { body: [review], headers: { 'X-Total-Count': '1' } })
    renderPage(
      [
        screenRoute('/dashboard/reviews', MyReviewsPage, () => fetchMyReviews(review.reviewerEmail, 1), {
          action: routeAction(myReviewsAction),
        }),
      ],
      '/dashboard/reviews',
    )
  }

  it('edits the text in the card: the contract checks it on the server, beside the text', async () => {
    api.answer('PATCH', path, { body: { modifiedCount: 1 } })
    openMine()
    fireEvent.click(await screen.findByRole('button', { name: 'Edit your review of Listing 1' }))
    const label = 'Your review of Listing 1'
    expect((screen.getByLabelText(label) as HTMLTextAreaElement).value).toBe('Review number 1')
    fill(label, '   ')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(fieldError(label)).toBe('Review text is required'))
    expect(api.requestsTo('PATCH', path)).toHaveLength(0)
    fill(label, 'Bright rooms, and a new roof.')
    // The page reads the list again after each post; Save is back once that is done.
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByLabelText(label)).toBeNull())
    expect(api.jsonSentTo('PATCH', path)).toEqual({ description: 'Bright rooms, and a new roof.' })
  })

  it('deletes an own review, with the author e-mail, once the question is answered yes', async () => {
    api.answer('DELETE', path, { body: { deletedCount: 1 } })
    openMine()
    fireEvent.click(await screen.findByRole('button', { name: /Delete the review of Listing 1/ }))
    expect((await screen.findByRole('dialog')).textContent).toContain('You want to delete this review?')
    expect(api.requestsTo('DELETE', path)).toHaveLength(0)
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }))
    await waitFor(() => expect(api.requestsTo('DELETE', path)).toHaveLength(1))
    const [deleted] = api.requestsTo('DELETE', path)
    expect(new URL(deleted?.url ?? '', 'http://keyhaven.test').searchParams.get('email')).toBe(
      review.reviewerEmail,
    )
  })

  it("warns an admin before deleting anyone's review, and deletes nothing on Cancel", async () => {
    answerSignedIn(api, LENA, 'admin')
    serveReviews([review])
    renderPage(
      [
        screenRoute('/dashboard/manageReviews', ManageReviewsPage, readAll, {
          action: routeAction(manageReviewsAction),
        }),
      ],
      '/dashboard/manageReviews',
    )
    fireEvent.click(await screen.findByRole('button', { name: /Delete the review of Listing 1/ }))
    expect((await screen.findByRole('dialog')).textContent).toContain(
      "You won't be able to recover this review!",
    )
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.requestsTo('DELETE', path)).toHaveLength(0)
  })
})
