// Serves map tiles to the browser tests, so a map never reaches the internet: every /{z}/{x}/{y}.png is the
// same small generated picture, a light square with a grid line, so tiles fit together like a real map.
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import sharp from 'sharp'

const port = Number(process.env.TILE_SERVER_PORT ?? 3104)

const tile = await sharp({
  create: { width: 256, height: 256, channels: 3, background: '#e8eef2' },
})
  .composite([
    {
      input: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><path d="M0 0.5H256M0.5 0V256" stroke="#c3cdd4"/></svg>',
      ),
    },
  ])
  .png()
  .toBuffer()

let served = 0
const app = new Hono()
app.get('/health', (c) => c.text('ok'))
// How many tiles were asked for, so a test can tell the map drew its tiles from here.
app.get('/served', (c) => c.json({ served }))
app.get('/:z/:x/:y', (c) => {
  if (
    ![c.req.param('z'), c.req.param('x')].every((n) => /^\d+$/.test(n)) ||
    !/^\d+\.png$/.test(c.req.param('y'))
  )
    return c.notFound()
  served += 1
  c.header('Content-Type', 'image/png')
  c.header('Cache-Control', 'public, max-age=3600')
  return c.body(new Uint8Array(tile))
})
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () =>
  console.log(`map tiles at http://127.0.0.1:${port}/{z}/{x}/{y}.png`),
)
