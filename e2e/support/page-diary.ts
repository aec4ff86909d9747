import type { Page, Request } from '@playwright/test'

const KEPT_LINES = 80

/**
 * What a page did, kept so that a failed test can say it: its navigations, its requests with their answers and
 * durations, the requests still unanswered, its console's errors and warnings and its uncaught errors. CI records
 * no trace (playwright.config.ts), and a failure seen once in a run is otherwise hard to explain afterwards.
 */
export class PageDiary {
  private readonly openedAt = Date.now()
  private readonly lines: string[] = []
  private readonly unanswered = new Map<Request, number>()
  private readonly statuses = new WeakMap<Request, number>()

  constructor(
    private readonly page: Page,
    private readonly name: string,
  ) {
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.write(`at ${pathOf(frame.url())}`)
    })
    page.on('request', (request) => this.unanswered.set(request, Date.now()))
    // The status is kept as the answer's head arrives: asking the request for it later would be a call to the
    // browser, which fails once the page is closed.
    page.on('response', (response) => this.statuses.set(response.request(), response.status()))
    page.on('requestfinished', (request) => {
      this.write(`${describe(request)} ${this.statuses.get(request) ?? '-'} ${this.took(request)}`)
    })
    page.on('requestfailed', (request) => {
      this.write(`${describe(request)} failed (${request.failure()?.errorText}) ${this.took(request)}`)
    })
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        this.write(`console ${message.type()}: ${message.text()}`)
      }
    })
    page.on('pageerror', (error) => this.write(`uncaught: ${error.message}`))
  }

  /** The diary as text: its last lines, then what is still unanswered and since when. */
  toString(): string {
    const now = Date.now()
    const waiting = [...this.unanswered].map(
      ([request, sentAt]) => `  ${describe(request)} unanswered for ${now - sentAt} ms`,
    )
    return [
      `Page ${this.name}, at ${pathOf(this.page.url())} after ${now - this.openedAt} ms:`,
      ...this.lines,
      ...(waiting.length > 0 ? ['  Still waiting:', ...waiting] : []),
    ].join('\n')
  }

  private took(request: Request): string {
    const sentAt = this.unanswered.get(request)
    this.unanswered.delete(request)
    return sentAt === undefined ? '' : `in ${Date.now() - sentAt} ms`
  }

  private write(line: string) {
    this.lines.push(`  +${Date.now() - this.openedAt} ms ${line}`)
    if (this.lines.length > KEPT_LINES) this.lines.shift()
  }
}

function describe(request: Request): string {
  return `${request.method()} ${pathOf(request.url())}`
}

function pathOf(url: string): string {
  const { origin, pathname, search } = new URL(url)
  return origin === 'null' ? url : `${pathname}${search}`
}
