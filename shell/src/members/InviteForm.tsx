import {
  memberRoleDescriptions,
  memberRoleLabels,
  type InviteMember,
  type MemberRole,
} from '@seats/contracts'
import {
  Button,
  Card,
  FormGroup,
  H2,
  InputGroup,
  Radio,
  RadioGroup,
  serverFieldErrors,
  teamApi,
  toast,
  useCheckedForm,
} from '@seats/sdk'
import { inviteFields, inviteInitial, membersTexts as t, roleChoices, checkInvite } from './members-texts'

/** The owner's invitation: an address and a role, each role with what it allows. */
export function InviteForm({ onInvited }: { onInvited(): void }) {
  const form = useCheckedForm({
    initial: inviteInitial,
    check: checkInvite,
    fieldOrder: inviteFields,
    idPrefix: 'invite',
    save: (input: InviteMember) => teamApi.invite(input),
    savedText: null,
    refused: (error) => {
      const found = serverFieldErrors(error, inviteFields)
      // Already in the team: the address is what to change.
      if (!found.fields.email && found.message && isCode(error, 'already_member')) {
        return { fields: { email: found.message }, message: null }
      }
      toast.failure(t.inviteFailed, error, found.message ?? undefined)
      return found
    },
    onSaved: (invitation) => {
      toast.success(t.sent(invitation.email))
      form.reset()
      onInvited()
    },
  })
  const emailError = form.errors.email
  return (
    <Card className="shell-members__card" role="region" aria-labelledby="members-invite">
      <H2 id="members-invite">{t.invite}</H2>
      <p className="shell-members__hint">{t.inviteHint}</p>
      <form onSubmit={form.submit} noValidate className="shell-members__invite">
        <FormGroup
          label={t.email}
          labelFor="invite-email"
          helperText={emailError}
          intent={emailError ? 'danger' : 'none'}
        >
          <InputGroup
            id="invite-email"
            type="email"
            dir="ltr"
            inputMode="email"
            autoComplete="off"
            value={form.values.email}
            intent={emailError ? 'danger' : 'none'}
            aria-invalid={emailError ? true : undefined}
            onValueChange={(email) => form.change({ email })}
            onBlur={() => form.blur('email')}
          />
        </FormGroup>
        <RadioGroup
          label={t.role}
          name="invite-role"
          selectedValue={form.values.role}
          onChange={(e) => form.change({ role: e.currentTarget.value as MemberRole })}
          className="shell-members__roles"
        >
          {roleChoices.map((role) => (
            <Radio
              key={role}
              value={role}
              id={role === form.values.role ? 'invite-role' : undefined}
              labelElement={
                <span className="shell-members__role-choice">
                  <strong>{memberRoleLabels[role]}</strong>
                  <span>{memberRoleDescriptions[role]}</span>
                </span>
              }
            />
          ))}
        </RadioGroup>
        {form.errors.role ? (
          <p className="shell-members__error" role="alert">
            {t.role}: {form.errors.role}
          </p>
        ) : null}
        <Button type="submit" intent="primary" icon="envelope" text={t.send} loading={form.saving} />
      </form>
    </Card>
  )
}

function isCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code
}
