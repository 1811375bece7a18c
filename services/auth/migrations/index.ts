import type { Migration } from '@seats/kit'
import * as createUsers from './20260601090000_create_users'
import * as createRefreshTokens from './20260601090100_create_refresh_tokens'
import * as createOutbox from './20261123090000_create_outbox'
import * as createSubscriptionCredits from './20261123090100_create_subscription_credits'
import * as createAuditLog from './20261123100000_create_audit_log'
import * as createSignIns from './20261123100100_create_sign_ins'
import * as createMail from './20261123100200_create_mail'
import * as canonicalEmails from './20261124190000_canonical_emails'
import * as refreshFamilyStartedAt from './20261124190100_refresh_family_started_at'
import * as createTokenRevocations from './20261127180000_create_token_revocations'
import * as createMemberships from './20261128100000_create_memberships'
import * as createMailAttachments from './20261204100000_create_mail_attachments'

/** Every migration of the auth database, by name; the kit runs them in name order. */
export const migrations: Record<string, Migration> = {
  '20260601090000_create_users': createUsers,
  '20260601090100_create_refresh_tokens': createRefreshTokens,
  '20261123090000_create_outbox': createOutbox,
  '20261123090100_create_subscription_credits': createSubscriptionCredits,
  '20261123100000_create_audit_log': createAuditLog,
  '20261123100100_create_sign_ins': createSignIns,
  '20261123100200_create_mail': createMail,
  '20261124190000_canonical_emails': canonicalEmails,
  '20261124190100_refresh_family_started_at': refreshFamilyStartedAt,
  '20261127180000_create_token_revocations': createTokenRevocations,
  '20261128100000_create_memberships': createMemberships,
  '20261204100000_create_mail_attachments': createMailAttachments,
}
