import { describe, expect, it } from 'vitest'
import { inquiryInputSchema, viewingTimeProblem } from './inquiries.ts'

describe('viewing times', () => {
  const now = new Date('2026-11-24T12:00:00Z')

  it('takes a time ahead within a year', () => {
    expect(viewingTimeProblem('2026-11-25T10:00:00+01:00', now)).toBeNull()
  })

  it.each([
    ['now', '2026-11-24T12:00:00Z', 'in the future'],
    ['an hour ago', '2026-11-24T11:00:00Z', 'in the future'],
    ['more than a year ahead', '2027-11-25T12:00:00Z', 'within 365 days'],
  ])('refuses %s', (_, time, problem) => {
    expect(viewingTimeProblem(time, now)).toContain(problem)
  })
})

describe('an inquiry', () => {
  const ok = (input: unknown) => inquiryInputSchema.safeParse(input).success

  it('takes a message alone, or with a phone and up to three times', () => {
    expect(ok({ message: 'Hello' })).toBe(true)
    expect(
      ok({
        message: 'Hello\nSecond line',
        phone: '+44 (20) 7946-0958',
        viewingTimes: ['2030-01-01T10:00:00Z', '2030-01-02T10:00:00Z', '2030-01-03T10:00:00.000+02:00'],
      }),
    ).toBe(true)
  })

  it.each([
    ['a blank message', { message: ' \n ' }],
    ['a message too long', { message: 'x'.repeat(2001) }],
    ['letters in the phone', { message: 'Hi', phone: '555-CALL-NOW' }],
    ['a phone of five digits', { message: 'Hi', phone: '12345' }],
    ['a phone ending in a separator', { message: 'Hi', phone: '555 0100-' }],
    ['four viewing times', { message: 'Hi', viewingTimes: Array(4).fill('2030-01-01T10:00:00Z') }],
    ['a date without a time', { message: 'Hi', viewingTimes: ['2030-01-01'] }],
  ])('refuses %s', (_, input) => {
    expect(ok(input)).toBe(false)
  })
})
