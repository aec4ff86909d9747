import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import ical from 'node-ical'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createLogger } from '../http/logger.ts'
import { createMailer } from './mailer.ts'

// The SMTP mailer against a local SMTP server: what a mail program receives, attachments included.

const received: ParsedMail[] = []
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        received.push(mail)
        callback()
      },
      (error: Error) => callback(error),
    )
  },
})

beforeAll(() => new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve)))
afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)))

it('delivers a calendar attachment that a mail program reads back as the event', async () => {
  const { port } = smtp.server.address() as AddressInfo
  const mailer = createMailer(
    `smtp://127.0.0.1:${port}`,
    'Keyhaven <no-reply@example.com>',
    createLogger('silent'),
  )
  const event = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Keyhaven//viewings//EN',
    'BEGIN:VEVENT',
    'UID:viewing-1@keyhaven',
    'DTSTAMP:20270101T000000Z',
    'DTSTART:20270105T093000Z',
    'DTEND:20270105T100000Z',
    'SUMMARY:Viewing: Attachment Abbey',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n')
  await mailer.send({
    to: 'lena@example.com',
    subject: 'Your viewing of Attachment Abbey is confirmed',
    text: 'Confirmed.',
    html: '<p>Confirmed.</p>',
    attachments: [{ filename: 'viewing.ics', content: event, contentType: 'text/calendar; charset=utf-8' }],
  })
  const [mail] = received
  expect(mail?.subject).toBe('Your viewing of Attachment Abbey is confirmed')
  const [attachment] = mail?.attachments ?? []
  expect(attachment?.filename).toBe('viewing.ics')
  expect(attachment?.contentType).toBe('text/calendar')
  const [parsed] = Object.values(ical.sync.parseICS(attachment?.content.toString('utf8') ?? '')).filter(
    (component): component is ical.VEvent => component?.type === 'VEVENT',
  )
  expect(parsed?.summary).toBe('Viewing: Attachment Abbey')
  expect(parsed?.start.toISOString()).toBe('2027-01-05T09:30:00.000Z')
})
