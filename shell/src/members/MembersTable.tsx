import { memberRoleLabels, type Member, type MemberRole } from '@seats/contracts'
import { Button, HTMLSelect, HTMLTable, Tag, formatDate, formatDateTime } from '@seats/sdk'
import { membersTexts as t, roleChoices } from './members-texts'

export interface MembersTableProps {
  members: readonly Member[]
  /** The signed-in person's user id: their row says so, and offers leaving instead of removal. */
  selfId: number
  /** The owner changes roles and removes; the others read. */
  canManage: boolean
  busyUserId: number | null
  onChangeRole(member: Member, role: MemberRole): void
  onRemove(member: Member): void
}

/** The team; under 640px each member becomes a small card (members.css). */
export function MembersTable(props: MembersTableProps) {
  const { members, selfId, canManage, busyUserId, onChangeRole, onRemove } = props
  return (
    <HTMLTable className="shell-members__table" compact data-testid="members-table">
      <thead>
        <tr>
          <th scope="col">{t.name}</th>
          <th scope="col">{t.email}</th>
          <th scope="col">{t.role}</th>
          <th scope="col">{t.joined}</th>
          <th scope="col">{t.lastActivity}</th>
          <th scope="col">
            <span className="shell-members__sr">{t.actions}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => {
          const self = member.userId === selfId
          const busy = busyUserId === member.userId
          return (
            <tr key={member.userId} data-testid="member-row" data-user-id={member.userId}>
              <th scope="row" data-label={t.name}>
                <span>
                  {member.contactName}
                  {self ? <span className="shell-members__self"> {t.you}</span> : null}
                </span>
              </th>
              <td data-label={t.email}>
                {member.email ? (
                  <span dir="ltr" className="shell-members__email">
                    {member.email}
                  </span>
                ) : (
                  '—'
                )}
              </td>
              <td data-label={t.role}>
                {canManage ? (
                  <HTMLSelect
                    aria-label={`${t.role}: ${t.roleOf(member.contactName)}`}
                    value={member.role}
                    disabled={busy}
                    onChange={(e) => onChangeRole(member, e.currentTarget.value as MemberRole)}
                    options={roleChoices.map((role) => ({ value: role, label: memberRoleLabels[role] }))}
                    minimal
                  />
                ) : (
                  <Tag minimal round intent={member.role === 'owner' ? 'primary' : 'none'}>
                    {memberRoleLabels[member.role]}
                  </Tag>
                )}
              </td>
              <td data-label={t.joined}>{formatDate(member.joinedAt)}</td>
              <td data-label={t.lastActivity}>
                {member.lastActiveAt ? formatDateTime(member.lastActiveAt) : t.never}
              </td>
              <td data-label={t.actions} className="shell-members__actions">
                {self ? (
                  <Button
                    variant="minimal"
                    size="small"
                    icon="log-out"
                    intent="danger"
                    text={t.leave}
                    loading={busy}
                    onClick={() => onRemove(member)}
                  />
                ) : canManage ? (
                  <Button
                    variant="minimal"
                    size="small"
                    icon="trash"
                    intent="danger"
                    text={t.remove}
                    aria-label={t.removeLabel(member.contactName)}
                    loading={busy}
                    onClick={() => onRemove(member)}
                  />
                ) : null}
              </td>
            </tr>
          )
        })}
      </tbody>
    </HTMLTable>
  )
}
