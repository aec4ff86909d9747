import { redirect } from 'react-router'
import { type Told, toldCookie } from '../../lib/forms/told-cookie.server.ts'
import type { LoadContext } from '../load-context.ts'
import { asVisitor, requireSession } from './request-api.server.ts'

interface Download {
  /** The name the browser saves the file under. */
  name: string
  /** The file, read from the API as the visitor. */
  read: () => Promise<Blob>
  /** The page that offers the download: a failed one sends the person back there, which says why. */
  page: string
  /** Why it failed, in the person's words, with the API's reason. */
  failed: (reason: string) => Promise<string>
}

/**
 * A resource route's answer: a file of the visitor's own data (their listings as CSV, everything Keyhaven holds
 * about them), read in-process as them and saved by the browser. A plain GET form or link asks for it, so it
 * works without scripts, and the page it was asked from stays; a failure leads back to that page, which says
 * why once (the told cookie).
 */
export async function download(
  request: Request,
  context: LoadContext,
  { name, read, page, failed }: Download,
): Promise<Response> {
  await requireSession(request, context)
  try {
    const file = await asVisitor(request, context, read)
    return new Response(file, {
      headers: {
        'Content-Type': file.type || 'application/octet-stream',
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'private, no-store',
      },
    })
  } catch (error) {
    const told: Told = { text: await failed((error as Error).message), failed: true }
    return redirect(page, { headers: { 'Set-Cookie': await toldCookie.serialize(told) } })
  }
}
