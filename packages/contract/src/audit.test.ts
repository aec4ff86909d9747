import { describe, expect, it } from 'vitest'
import { auditLogFilterSchema } from './audit.ts'

describe('auditLogFilterSchema (the Audit Log screen filters)', () => {
  it('reads blank fields as no filter', () => {
    expect(auditLogFilterSchema.parse({ action: '', actor: '  ', targetId: '' })).toEqual({})
  })

  it('keeps filled ones as the query reads them', () => {
    expect(
      auditLogFilterSchema.parse({ action: 'offer.released', actor: 'Admin@Example.com', targetId: ' abc ' }),
    ).toEqual({ action: 'offer.released', actor: 'admin@example.com', targetId: 'abc' })
  })

  it('refuses an unknown action and an actor that is not an e-mail, naming the field', () => {
    const result = auditLogFilterSchema.safeParse({ action: 'user.hacked', actor: 'nobody', targetId: '' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['action', 'actor'])
  })
})
