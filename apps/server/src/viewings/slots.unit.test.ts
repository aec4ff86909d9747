import type { Availability } from '@keyhaven/contract'
import { describe, expect, it } from 'vitest'
import { bookableWindow, freeSlots } from './slots.ts'

const london = (weekly: Availability['weekly'], blockedDates: string[] = []): Availability => ({
  timeZone: 'Europe/London',
  weekly,
  blockedDates,
})
const starts = (slots: { start: string }[]) => slots.map((slot) => slot.start)
const window = (from: string, to: string) => ({ from: new Date(from), to: new Date(to) })

describe('freeSlots', () => {
  it('cuts a weekly window into 30-minute slots at the local time of the zone, in winter and in summer', () => {
    // Mondays 09:00-10:30 London: GMT (UTC+0) in January, BST (UTC+1) in July.
    const monday = london([{ day: 1, start: '09:00', end: '10:30' }])
    expect(
      starts(freeSlots(monday, window('2027-01-04T00:00:00Z', '2027-01-05T00:00:00Z'), new Set())),
    ).toEqual(['2027-01-04T09:00:00.000Z', '2027-01-04T09:30:00.000Z', '2027-01-04T10:00:00.000Z'])
    expect(
      starts(freeSlots(monday, window('2027-07-05T00:00:00Z', '2027-07-06T00:00:00Z'), new Set())),
    ).toEqual(['2027-07-05T08:00:00.000Z', '2027-07-05T08:30:00.000Z', '2027-07-05T09:00:00.000Z'])
  })

  it('keeps the local hours across the change to summer time, and skips the hour that does not exist', () => {
    // Saturday 27 and Sunday 28 March 2027: the clocks go forward at 01:00 GMT on Sunday (01:00 → 02:00).
    const weekend = london([
      { day: 6, start: '10:00', end: '10:30' },
      { day: 7, start: '00:30', end: '02:30' },
      { day: 7, start: '10:00', end: '10:30' },
    ])
    const slots = freeSlots(weekend, window('2027-03-27T00:00:00Z', '2027-03-29T00:00:00Z'), new Set())
    expect(starts(slots)).toEqual([
      '2027-03-27T10:00:00.000Z', // Saturday 10:00 GMT
      '2027-03-28T00:30:00.000Z', // Sunday 00:30 GMT
      // 01:00 and 01:30 do not happen that night; 02:00 BST is 01:00 UTC.
      '2027-03-28T01:00:00.000Z',
      '2027-03-28T09:00:00.000Z', // Sunday 10:00 BST
    ])
  })

  it('offers a time that happens twice when the clocks go back once', () => {
    // Sunday 31 October 2027 in New York: 01:00-02:00 happens twice (EDT, then EST).
    const availability: Availability = {
      timeZone: 'America/New_York',
      weekly: [{ day: 7, start: '01:00', end: '02:00' }],
      blockedDates: [],
    }
    const slots = freeSlots(availability, window('2027-11-07T00:00:00Z', '2027-11-08T00:00:00Z'), new Set())
    expect(starts(slots)).toEqual(['2027-11-07T05:00:00.000Z', '2027-11-07T05:30:00.000Z'])
  })

  it('leaves out blocked dates and taken slots, and keeps to the window', () => {
    const weekdays = london([1, 2].map((day) => ({ day, start: '09:00', end: '10:00' })))
    const slots = freeSlots(
      weekdays,
      window('2027-01-04T09:30:00Z', '2027-01-06T00:00:00Z'),
      new Set([Date.parse('2027-01-04T09:30:00Z')]),
    )
    // Monday 09:00 is before the window and 09:30 is taken: Tuesday's remain.
    expect(starts(slots)).toEqual(['2027-01-05T09:00:00.000Z', '2027-01-05T09:30:00.000Z'])
    const open = freeSlots(weekdays, window('2027-01-04T00:00:00Z', '2027-01-06T00:00:00Z'), new Set())
    expect(starts(open)).toHaveLength(4)
    const blocked = london(weekdays.weekly, ['2027-01-05'])
    expect(
      starts(freeSlots(blocked, window('2027-01-04T00:00:00Z', '2027-01-06T00:00:00Z'), new Set())),
    ).toEqual(['2027-01-04T09:00:00.000Z', '2027-01-04T09:30:00.000Z'])
  })
})

describe('bookableWindow', () => {
  it('starts after two hours of notice and ends fourteen days ahead, whatever is asked', () => {
    const now = new Date('2027-01-04T12:00:00Z')
    expect(bookableWindow(now)).toEqual(window('2027-01-04T14:00:00Z', '2027-01-18T12:00:00Z'))
    expect(bookableWindow(now, new Date('2027-01-01T00:00:00Z'), new Date('2027-02-01T00:00:00Z'))).toEqual(
      window('2027-01-04T14:00:00Z', '2027-01-18T12:00:00Z'),
    )
    expect(bookableWindow(now, new Date('2027-01-05T00:00:00Z'), new Date('2027-01-06T00:00:00Z'))).toEqual(
      window('2027-01-05T00:00:00Z', '2027-01-06T00:00:00Z'),
    )
  })
})
