import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { serveApi } from '../../test/api-server.ts'
import { PhotoPicker, usePhotoUploads } from './photo-picker.tsx'

// The photo picker against a real HTTP server standing in for POST /api/uploads: it names each stored picture
// after the uploaded file, and refuses a file named broken.png as the server refuses a picture it cannot read.

const api = serveApi()
let failBroken = true

beforeEach(() => {
  api.answer('POST', '/api/uploads', ({ body }) => {
    const name = /filename="([^"]+)\.png"/.exec(body)?.[1] ?? 'unnamed'
    if (name === 'broken' && failBroken) {
      return {
        status: 400,
        body: {
          error: { code: 'bad_request', message: 'image: The file is not a readable image', field: 'image' },
        },
      }
    }
    return { status: 201, body: { url: `/uploads/${name}.webp` } }
  })
})
afterEach(() => {
  failBroken = true
})

type PhotosResult = { ok: true; images: FormDataEntryValue[] } | { ok: false }

/** The picker in a form as the listing form holds it: a photo that failed is fixed first, the rest are posted. */
function Harness({
  initial,
  refused,
  onSave,
}: {
  initial: string[]
  refused?: string
  onSave: (result: PhotosResult) => void
}) {
  const uploads = usePhotoUploads(initial)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (uploads.failed) {
          uploads.refuseFailed()
          return onSave({ ok: false })
        }
        onSave({ ok: true, images: new FormData(event.currentTarget).getAll('images') })
      }}
    >
      <PhotoPicker uploads={uploads} refused={refused} />
      <button type="submit" disabled={uploads.uploading}>
        Save
      </button>
    </form>
  )
}

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], `${name}.png`, { type: 'image/png' })
const choose = (...files: File[]) => fireEvent.change(screen.getByLabelText('Image'), { target: { files } })
const photos = () => within(screen.getByRole('group', { name: 'Photos' })).queryAllByRole('listitem')

describe('PhotoPicker', () => {
  it('uploads chosen files at once, and keeps the order the agent gives them, the first as the cover', async () => {
    let saved: PhotosResult | undefined
    render(<Harness initial={['/uploads/kept.webp']} onSave={(result) => (saved = result)} />)
    choose(png('garden'), png('kitchen'))
    await waitFor(() => expect(photos()).toHaveLength(3))
    expect(screen.getByRole('listitem', { name: 'Photo 1 (cover)' })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }))
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }))
    // The form waits for the uploads under way.
    await waitFor(() => expect(screen.queryAllByRole('progressbar')).toHaveLength(0))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(saved).toBeDefined())
    expect(saved).toEqual({ ok: true, images: ['/uploads/kitchen.webp', '/uploads/garden.webp'] })
  })

  it("posts no picture when none is left, and shows the server's problem with them beside the picker", async () => {
    let saved: PhotosResult | undefined
    render(
      <Harness
        initial={['/uploads/only.webp']}
        refused="Add at least one photo"
        onSave={(result) => (saved = result)}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(saved).toEqual({ ok: true, images: [] }))
    expect(screen.getByRole('alert').textContent).toBe('Add at least one photo')
    expect(screen.getByLabelText('Image').getAttribute('aria-invalid')).toBe('true')
  })

  it('shows a failed upload with a retry, and does not save until it is fixed', async () => {
    let saved: PhotosResult | undefined
    render(<Harness initial={[]} onSave={(result) => (saved = result)} />)
    choose(png('broken'))
    expect(await screen.findByText(/Could not upload: The file is not a readable image/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(saved).toEqual({ ok: false }))
    expect(screen.getByRole('alert').textContent).toBe(
      'Some photos could not be uploaded: retry or remove them',
    )

    failBroken = false
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.queryByText(/Could not upload/)).toBeNull())
    await waitFor(() => expect(screen.queryAllByRole('progressbar')).toHaveLength(0))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(saved).toEqual({ ok: true, images: ['/uploads/broken.webp'] }))
  })

  it('takes image files only, and at most 12 photos', async () => {
    render(<Harness initial={[]} onSave={() => {}} />)
    choose(new File(['plain'], 'notes.txt', { type: 'text/plain' }))
    expect(screen.getByRole('alert').textContent).toBe('Image must be an image file')
    expect(photos()).toHaveLength(0)

    choose(...Array.from({ length: 13 }, (_, index) => png(`room-${index}`)))
    expect(screen.getByRole('alert').textContent).toBe('A listing holds at most 12 images')
    await waitFor(() => expect(photos()).toHaveLength(12))
    await waitFor(() => expect(screen.queryAllByRole('progressbar')).toHaveLength(0))
  })
})
