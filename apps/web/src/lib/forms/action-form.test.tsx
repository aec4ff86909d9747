import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { FormField } from '../../components/form-field.tsx'
import { ActionForm, type ActionFormOptions, useActionForm } from './action-form.tsx'
import { FormStatus } from './form-status.tsx'
import { CONFIRMED_FIELD, type FormOutcome, IN_PLACE_FIELD } from './outcome.ts'

// The one way to submit a form, against a route whose action records what was posted and answers as an action
// built on submitForm does.

function NameForm(options: ActionFormOptions) {
  const form = useActionForm(options)
  const name = form.field('name', 'name-input')
  const city = form.field('city', 'city-input')
  return (
    <ActionForm form={form} noValidate>
      <FormField id="city-input" label="City" error={city.error}>
        <input className="input" {...city.input} />
      </FormField>
      <FormField id="name-input" label="Name" error={name.error}>
        <input className="input" required {...name.input} />
      </FormField>
      <FormStatus outcome={form.outcome} />
      <button type="submit" disabled={form.busy}>
        Save
      </button>
    </ActionForm>
  )
}

/** Opens the form at /; each post answers the next of `answers` (held until `release` when given). */
function open(answers: FormOutcome[], options: ActionFormOptions = {}, held?: Promise<void>, basename = '/') {
  const posted: Record<string, string>[] = []
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <NameForm {...options} />,
        action: async ({ request }) => {
          posted.push(Object.fromEntries([...(await request.formData())].map(([k, v]) => [k, String(v)])))
          await held
          return answers[posted.length - 1] ?? null
        },
      },
      { path: '/done', element: <p>Done page</p> },
    ],
    { initialEntries: [basename], basename },
  )
  render(<RouterProvider router={router} />)
  return { posted, router }
}

describe('a form of the one way (useActionForm)', () => {
  it("shows the server's problem beside its field, marks it invalid, focuses it and keeps what was typed", async () => {
    const { posted } = open([
      { intent: '', fields: { name: 'Name is required' }, failure: null, typed: { city: 'Dhaka' } },
    ])
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Dhaka' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    const name = screen.getByLabelText('Name')
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'))
    const described = document.getElementById(name.getAttribute('aria-describedby') ?? '')
    expect(described?.textContent).toBe('Name is required')
    // The focus moves in the effect after the render that marked the field, so it is waited for too.
    await waitFor(() => expect(document.activeElement).toBe(name))
    expect(screen.getByLabelText('City').getAttribute('aria-invalid')).toBeNull()
    // A hydrated page says so: the action answers in place rather than with a redirect.
    expect(posted).toEqual([{ [IN_PLACE_FIELD]: '', city: 'Dhaka', name: '' }])
  })

  it('shows a problem of the whole form in the page', async () => {
    open([{ intent: '', fields: {}, failure: 'Too many attempts', typed: {} }])
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts')
  })

  it('tells the result with a toast', async () => {
    open([{ intent: '', ok: 'Saved your name' }])
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved your name')).toBeTruthy()
    // Once hydrated the toast tells it, not the page as well.
    expect(screen.queryByRole('status', { name: 'Saved your name' })).toBeNull()
  })

  it('empties a form that went through and stays', async () => {
    open([{ intent: '', ok: 'Saved your name' }])
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Dhaka' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Saved your name')
    await waitFor(() => expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe(''))
  })

  it('keeps the fields of a form that does not reset', async () => {
    open([{ intent: '', ok: 'Saved your name' }], { reset: false })
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Dhaka' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Saved your name')
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Dhaka')
  })

  it('posts a double submit once, and the button is disabled while it is on its way', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const { posted } = open([{ intent: '', ok: 'Saved your name' }], {}, held)
    const save = screen.getByRole('button', { name: 'Save' })
    const form = save.closest('form') as HTMLFormElement
    fireEvent.submit(form)
    fireEvent.submit(form)
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true))
    release()
    await screen.findByText('Saved your name')
    expect(posted).toHaveLength(1)
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false))
  })

  it('goes where a finished form leads, after what the page does first', async () => {
    const steps: string[] = []
    const { router } = open([{ intent: '', ok: 'Signed in', to: '/done' }], {
      onDone: async ({ to }) => {
        steps.push(to)
        await router.navigate(to)
      },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Done page')).toBeTruthy()
    expect(steps).toEqual(['/done'])
  })

  it('asks the question its action answers with the confirm dialog, and on a yes posts the same again, answered', async () => {
    const question = (): FormOutcome => ({
      intent: '',
      question: { title: 'Delete it?', text: 'It cannot be undone.', confirmButtonText: 'Yes, delete' },
      posted: { city: 'Dhaka', name: 'Ada' },
    })
    const { posted } = open([question(), question(), { intent: '', ok: 'Deleted' }])
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    const asked = await screen.findByRole('dialog')
    expect(asked.textContent).toContain('It cannot be undone.')
    fireEvent.click(within(asked).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(posted).toHaveLength(1)
    expect(posted[0]).not.toHaveProperty(CONFIRMED_FIELD)

    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete' }))
    await screen.findByText('Deleted')
    expect(posted).toHaveLength(3)
    expect(posted[2]).toEqual({ city: 'Dhaka', name: 'Ada', [CONFIRMED_FIELD]: '', [IN_PLACE_FIELD]: '' })
  })
})

it('posts the answered question to the same route under a basename (a language’s prefix)', async () => {
  const question: FormOutcome = {
    intent: '',
    question: { title: 'Send it?', text: 'It binds you.', confirmButtonText: 'Yes, send' },
    posted: { city: 'Madrid', name: 'Ana' },
  }
  const { posted } = open([question, { intent: '', ok: 'Sent' }], {}, undefined, '/es')
  fireEvent.click(screen.getByRole('button', { name: 'Save' }))
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, send' }))
  await screen.findByText('Sent')
  expect(posted[1]).toEqual({ city: 'Madrid', name: 'Ana', [CONFIRMED_FIELD]: '', [IN_PLACE_FIELD]: '' })
})

describe("the page's loaders after a post", () => {
  /** Opens the form at / under a loader that counts its runs; the post is asked first, then answered done. */
  async function postAnswered(options: ActionFormOptions) {
    let loads = 0
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <NameForm {...options} />,
          loader: () => ++loads,
          action: async ({ request }) =>
            (await request.formData()).has(CONFIRMED_FIELD)
              ? { intent: '', ok: 'Deleted' }
              : {
                  intent: '',
                  question: { title: 'Delete it?', text: 'For good.', confirmButtonText: 'Yes, delete' },
                  posted: { name: 'Ada' },
                },
        },
      ],
      { initialEntries: ['/'] },
    )
    render(<RouterProvider router={router} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete' }))
    await screen.findByText('Deleted')
    await waitFor(() => expect(router.state.revalidation).toBe('idle'))
    return loads
  }

  it('run again after the question and after the answered post', async () => {
    expect(await postAnswered({})).toBe(3)
  })

  it('run neither after the question nor after the answered post of a form that does not revalidate', async () => {
    expect(await postAnswered({ revalidate: false })).toBe(1)
  })
})

describe('the confirm step without scripts', () => {
  it('shows the question with a yes posting what was posted, answered, and a Cancel posting nothing', async () => {
    const question: FormOutcome = {
      intent: 'remove:7',
      question: { title: 'Remove it?', text: 'Gone from the list.', confirmButtonText: 'Yes, remove it' },
      posted: { intent: 'remove:7', entryId: '7' },
    }
    // The page a post made without scripts comes back to: the route's answer is the question.
    const router = createMemoryRouter([{ path: '/', element: <NameForm intent="remove:7" /> }], {
      initialEntries: ['/'],
      hydrationData: { actionData: { '0': question } },
    })
    render(<RouterProvider router={router} />)
    const step = await screen.findByRole('alertdialog', { name: 'Remove it?' })
    expect(step.textContent).toContain('Gone from the list.')
    const yes = within(step).getByRole('button', { name: 'Yes, remove it' })
    const posted = new FormData(yes.closest('form') ?? undefined)
    expect(Object.fromEntries(posted)).toMatchObject({
      intent: 'remove:7',
      entryId: '7',
      [CONFIRMED_FIELD]: '',
    })
    expect(within(step).getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/')
  })
})

describe('FormStatus', () => {
  it('says the result in the page the server renders (without scripts), and a problem of the whole form', () => {
    expect(renderToString(<FormStatus outcome={{ intent: '', ok: 'Thanks for subscribing!' }} />)).toContain(
      'role="status"',
    )
    expect(
      renderToString(<FormStatus outcome={{ intent: '', fields: {}, failure: 'Refused', typed: {} }} />),
    ).toMatch(/role="alert".*Refused/)
  })
})
