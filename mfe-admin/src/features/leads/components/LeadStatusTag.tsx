import { Tag } from '@seats/sdk'
import type { LeadStatus } from '@seats/contracts'
import { leadStatusIntent, leadStatusLabel } from '../lead-list'

/** The lead's status with the seed's Hebrew label and severity. */
export function LeadStatusTag({ status, large }: { status: LeadStatus; large?: boolean }) {
  return (
    <Tag
      minimal
      round
      intent={leadStatusIntent(status)}
      size={large ? 'large' : undefined}
      data-status={status}
    >
      {leadStatusLabel(status)}
    </Tag>
  )
}
