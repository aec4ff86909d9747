// The audited actions, without zod: the audit log's page lists them in its filter, and a module that builds
// schemas (audit.ts) would bring zod into its first scripts.

/**
 * Every action the audit trail records, with the kind of record it acts on. A new audited action is one line
 * here and its label in the web's 'admin' messages (`audit.action.<name>`, in every language), then one call in
 * its service, in the transaction that makes the change: `recordAudit(tx, caller, 'its.name', targetId, { reason, changes })` (apps/server/src/audit/record.ts).
 */
export const AUDIT_ACTIONS = {
  'user.role_changed': 'user',
  'user.marked_fraud': 'user',
  'user.fraud_cleared': 'user',
  'user.deleted': 'user',
  'user.two_factor_reset': 'user',
  'account.deleted': 'user',
  'property.verified': 'property',
  'property.rejected': 'property',
  'property.changes_requested': 'property',
  'property.price_changed': 'property',
  'property.advertised': 'property',
  'property.advertisement_withdrawn': 'property',
  'property.edited': 'property',
  'property.deleted': 'property',
  'review.deleted': 'review',
  'offer.released': 'offer',
  'feed_key.issued': 'feed_key',
  'feed_key.revoked': 'feed_key',
  'exchange_rates.replaced': 'exchange_rates',
} as const
export type AuditAction = keyof typeof AUDIT_ACTIONS
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]]
