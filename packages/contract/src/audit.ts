import { z } from 'zod'
import { AUDIT_ACTION_NAMES } from './audit-actions.ts'
import { emailQueryField, paginationQuerySchema, text } from './common.ts'

export const AUDIT_TARGET_TYPES = [
  'user',
  'property',
  'review',
  'offer',
  'feed_key',
  'exchange_rates',
] as const
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number]

/** A value before and after the change (null where there was none). */
const changeValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()])
export const auditChangesSchema = z.record(
  z.string(),
  z.object({ from: changeValueSchema, to: changeValueSchema }),
)
export type AuditChanges = z.infer<typeof auditChangesSchema>

export const auditEntrySchema = z
  .object({
    id: z.string(),
    at: z.iso.datetime(),
    actor: z.object({
      id: z.string(),
      /** The acting account's name and e-mail today; null once that account is deleted (the trail keeps no name). */
      name: z.string().nullable(),
      email: z.string().nullable(),
    }),
    action: z.enum(AUDIT_ACTION_NAMES),
    targetType: z.enum(AUDIT_TARGET_TYPES),
    targetId: z.string(),
    /**
     * What the target is called today: a person's name, a listing's title, the home an offer or a review is
     * about, a feed key's name; null once it is deleted (the trail keeps ids only).
     */
    targetName: z.string().nullable(),
    reason: z.string().nullable(),
    changes: auditChangesSchema,
    requestId: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' })
export type AuditEntry = z.infer<typeof auditEntrySchema>

export const auditLogQuerySchema = paginationQuerySchema.extend({
  action: z.enum(AUDIT_ACTION_NAMES, { error: 'action must be one of the audited actions' }).optional(),
  actor: emailQueryField('actor').optional(),
  targetId: text()
    .trim()
    .min(1, { error: 'targetId must not be empty' })
    .max(100, {
      error: 'targetId must be at most 100 characters',
    })
    .optional(),
})
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>

/** A form's text field that may be left blank: blank means unset, anything else is held to `rule`. */
const blankOr = <T extends z.ZodType<unknown, string | undefined>>(rule: T) =>
  z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(rule)

/** The admin screen's filter form: the query's filters, a blank field meaning "any". */
export const auditLogFilterSchema = z.object({
  action: blankOr(auditLogQuerySchema.shape.action),
  actor: blankOr(auditLogQuerySchema.shape.actor),
  targetId: blankOr(auditLogQuerySchema.shape.targetId),
})
export type AuditLogFilter = z.output<typeof auditLogFilterSchema>
export type AuditLogFilterForm = z.input<typeof auditLogFilterSchema>
