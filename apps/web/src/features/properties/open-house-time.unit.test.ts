import { describe, expect, it } from 'vitest'
import { instantIn } from './open-house-actions.server.ts'

describe('instantIn', () => {
  it('reads a wall-clock time in the zone it is given, daylight saving included', () => {
    expect(instantIn('2026-12-01', '14:00', 'UTC')).toBe('2026-12-01T14:00:00.000Z')
    expect(instantIn('2026-12-01', '14:00', 'Europe/London')).toBe('2026-12-01T14:00:00.000Z')
    expect(instantIn('2026-07-01', '14:00', 'Europe/London')).toBe('2026-07-01T13:00:00.000Z')
    expect(instantIn('2026-07-01', '09:30', 'America/New_York')).toBe('2026-07-01T13:30:00.000Z')
    expect(instantIn('2026-12-01', '00:15', 'Asia/Dhaka')).toBe('2026-11-30T18:15:00.000Z')
    expect(instantIn('2026-12-01', '23:45', 'Pacific/Pago_Pago')).toBe('2026-12-02T10:45:00.000Z')
  })
})
