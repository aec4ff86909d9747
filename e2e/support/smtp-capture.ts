// Catches every e-mail the server sends during browser tests, so a test can read e.g. a password-reset
// link from the message instead of needing a real mailbox. Messages live in memory until the process ends.
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

const smtpPort = Number(process.env.SMTP_CAPTURE_PORT ?? 3102)
const httpPort = Number(process.env.SMTP_CAPTURE_HTTP_PORT ?? 3103)

type Message = { to: string[]; from: string; subject: string; text: string; html: string | null }
const messages: Message[] = []

// Tests run in parallel against one mailbox, so each test should use its own recipient and filter by it.
const isFor = (address: string | undefined) => (message: Message) =>
  !address || message.to.includes(address.toLowerCase())

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        messages.push({
          // The envelope rather than the To header, so Bcc recipients are found as well.
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          from: mail.from?.text ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: mail.html || null,
        })
        callback()
      })
      .catch(callback)
  },
})
smtp.on('error', (error) => console.error('smtp-capture:', error.message))
smtp.listen(smtpPort, '127.0.0.1', () => console.log(`SMTP capture at smtp://127.0.0.1:${smtpPort}`))

const app = new Hono()
app.get('/health', (c) => c.text('ok'))
app.get('/messages', (c) => c.json(messages.filter(isFor(c.req.query('to')))))
app.delete('/messages', (c) => {
  const keep = messages.filter((message) => !isFor(c.req.query('to'))(message))
  messages.splice(0, messages.length, ...keep)
  return c.body(null, 204)
})
serve({ fetch: app.fetch, port: httpPort, hostname: '127.0.0.1' }, () =>
  console.log(`captured mail at http://127.0.0.1:${httpPort}/messages`),
)
