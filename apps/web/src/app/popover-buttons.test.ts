import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { leavePopoverButtonsToTheBrowser } from './popover-buttons.ts'

// React hears a page's events at the document, as this listener does.
let heardAtTheDocument: string[] = []
const hear = (event: Event) => heardAtTheDocument.push(`${event.type} on ${(event.target as Element).id}`)
const TYPES = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'click',
  'keydown',
  'focusin',
  'beforetoggle',
  'transitionrun',
  'toggle',
]

beforeEach(() => {
  heardAtTheDocument = []
  document.body.innerHTML = `
    <button id="menu-button" popovertarget="menu"><svg><path id="icon" /></svg></button>
    <div id="menu" popover="auto"><a id="menu-link" href="/rentProperties">Rent</a></div>
    <button id="plain-button">Save</button>`
  for (const type of TYPES) document.addEventListener(type, hear, { capture: true })
  leavePopoverButtonsToTheBrowser()
})

const fire = (id: string, type: string) =>
  document.getElementById(id)?.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }))

afterEach(() => {
  for (const type of TYPES) document.removeEventListener(type, hear, { capture: true })
  // The test's listeners leave at their first event once the page is interactive.
  document.documentElement.dataset.interactive = ''
  fire('menu-button', 'click')
  delete document.documentElement.dataset.interactive
})

describe('until the page is interactive', () => {
  it('keeps the events of a button that opens a popover, and the popover opening, from the document', () => {
    for (const type of ['pointerover', 'pointerdown', 'touchstart', 'click', 'keydown', 'focusin']) {
      fire('menu-button', type)
      fire('icon', type)
    }
    fire('menu', 'beforetoggle')
    fire('menu', 'transitionrun')
    expect(heardAtTheDocument).toEqual([])
  })

  it('lets the popover’s toggle, and every other element’s events, reach the document', () => {
    fire('menu', 'toggle')
    fire('plain-button', 'click')
    fire('menu-link', 'pointerdown')
    expect(heardAtTheDocument).toEqual([
      'toggle on menu',
      'click on plain-button',
      'pointerdown on menu-link',
    ])
  })

  it('leaves the browser’s own answer alone: the click is not cancelled', () => {
    const click = new Event('click', { bubbles: true, cancelable: true })
    document.getElementById('menu-button')?.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
  })
})

it('lets every event through once the page is interactive', () => {
  document.documentElement.dataset.interactive = ''
  fire('menu-button', 'pointerdown')
  fire('menu-button', 'click')
  fire('menu', 'beforetoggle')
  expect(heardAtTheDocument).toEqual([
    'pointerdown on menu-button',
    'click on menu-button',
    'beforetoggle on menu',
  ])
})
