import nodemailer from 'nodemailer'
import type { Logger } from '../http/logger.ts'

export interface MailAttachment {
  filename: string
  content: string
  contentType: string
}

export interface Mail {
  to: string
  subject: string
  text: string
  html: string
  attachments?: MailAttachment[]
}

export interface Mailer {
  send(mail: Mail): Promise<void>
}

/** SMTP when SMTP_URL is set; otherwise the mail is written to the server log, for offline development. */
export function createMailer(smtpUrl: string | undefined, from: string, logger: Logger): Mailer {
  if (!smtpUrl) {
    return {
      async send(mail) {
        logger.info('mail (SMTP_URL not set, so it is logged instead of sent)', {
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          attachments: mail.attachments?.map((attachment) => attachment.filename),
        })
      },
    }
  }
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail })
    },
  }
}

/** Text placed into an e-mail's HTML part as text, never as markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
