import { redirect } from 'react-router'
import { type Told, toldCookie } from '../../lib/forms/told-cookie.server.ts'
import type { LoadContext } from '../load-context.ts'
import { asVisitor, requireSession } from './request-api.server.ts'

interface Download {
  /** The name the browser saves the file under. */
  name: string
  /** The API's answer holding the file, asked for as the visitor (apiFile): its body not read yet. */
  read: () => Promise<Response>
  /** The page that offers the download: a failed one sends the person back there, which says why. */
  page: string
  /** Why it failed, in the person's words, with the API's reason. */
  failed: (reason: string) => Promise<string>
}

/**
 * A resource route's answer: a file of the visitor's own data (their listings as CSV, everything Keyhaven holds
 * about them), read in-process as them and saved by the browser. A plain GET form or link asks for it, so it
 * works without scripts, and the page it was asked from stays; a refusal or failure before the file begins leads
 * back to that page, which says why once (the told cookie). The file itself streams through as the API writes it,
 * never held whole here (an export grows with the person's data); a failure part-way ends it short, which the
 * browser reports as a failed download rather than saving a complete-looking file.
 */
export async function download(
  request: Request,
  context: LoadContext,
  { name, read, page, failed }: Download,
): Promise<Response> {
  await requireSession(request, context)
  try {
    const file = await asVisitor(request, context, read)
    return new Response(file.body, {
      headers: {
        'Content-Type': file.headers.get('Content-Type') ?? 'application/octet-stream',
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'private, no-store',
      },
    })
  } catch (error) {
    const told: Told = { text: await failed((error as Error).message), failed: true }
    return redirect(page, { headers: { 'Set-Cookie': await toldCookie.serialize(told) } })
  }
}
