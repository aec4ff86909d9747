import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../test/test-app.ts'

// What people write reaches the page's HTML through the server bundle's render(); the host puts it into the
// built index.html. Here the server bundle is a stand-in that writes the path asked for into the head and the
// body, as the real one does on its not-found page, so any text can be sent.

const indexHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="keyhaven-currency" content="USD">
<title>Keyhaven</title>
<meta name="description" content="Homes">
<script type="module" crossorigin src="/assets/index-AbCdEf12.js"></script>
</head>
<body><div id="root"></div></body>
</html>`

const echoingServerBundle = `
export async function render(request) {
  const asked = decodeURIComponent(new URL(request.url).pathname.slice(1))
  return {
    kind: 'page',
    status: 404,
    head: '<title>' + asked + '</title>',
    body: '<div id="root"><p id="asked">' + asked + '</p></div>',
  }
}
`

/** The replacement patterns of String.prototype.replace, and what closes a script or hides the rest. */
const HOSTILE_TEXTS = [
  "Sunny flat $' here",
  'Pay $` now',
  'Best $& deal',
  '$$ and $1 and $<name>',
  '</script><!-- \u2028 end',
]

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({
    webFiles: { 'index.html': indexHtml, '../dist-server/entry-server.js': echoingServerBundle },
  })
})
afterAll(() => ctx?.close())

describe('a server-rendered page keeps the text it shows as written', () => {
  it.each(HOSTILE_TEXTS)('%s', async (text) => {
    const response = await ctx.request(`/${encodeURIComponent(text)}`)
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html.match(/<html/g)).toHaveLength(1)
    expect(html.match(/<\/html>/g)).toHaveLength(1)
    expect(html).toContain(`<title>${text}</title>`)
    expect(html).toContain(`<body><div id="root"><p id="asked">${text}</p></div>`)
    // The built page's own title and description gave way to the rendered page's.
    expect(html).not.toContain('<title>Keyhaven</title>')
    expect(html).not.toContain('content="Homes"')
  })
})
