import {
  Button,
  Callout,
  enterSynagogue,
  fieldErrorsFromIssues,
  login,
  registerByInvitation,
  serverFieldErrors,
  teamApi,
  toast,
  useCheckedForm,
  type FormCheck,
} from '@seats/sdk'
import { registerSchema } from '@seats/contracts'
import { loginFailure, registrationFailure } from './auth-failures'
import { inviteTexts as t } from './invite-texts'
import { TextField } from './TextField'
import type { EnterPage } from './InvitePage'

/** The invited address, shown and sent as it is: the invitation belongs to it. */
function FixedEmail({ email }: { email: string }) {
  return (
    <TextField
      id="invite-email"
      name="email"
      label={t.email}
      type="email"
      dir="ltr"
      value={email}
      onChange={() => {}}
      hint={t.emailFixed}
      readOnly
    />
  )
}

type SignInValues = { password: string }

/** An account exists for the invited address: its password, then the invitation is accepted. */
export function InviteSignIn({
  email,
  inviteToken,
  enter,
}: {
  email: string
  inviteToken: string
  enter?: EnterPage
}) {
  const form = useCheckedForm({
    initial: { password: '' },
    check: (values: SignInValues): FormCheck<SignInValues, SignInValues> =>
      values.password ? { ok: true, input: values } : { ok: false, errors: { password: 'שדה חובה' } },
    fieldOrder: ['password'],
    idPrefix: 'invite',
    save: async ({ password }) => {
      await login({ username: email, password })
      return teamApi.acceptInvitation(inviteToken)
    },
    savedText: null,
    refused: (error) => {
      const failure = loginFailure(error)
      return { message: failure.message, fields: { password: failure.fields.password } }
    },
    leavesOnSaved: true,
    onSaved: (answer) => enterSynagogue(answer, enter),
  })
  return (
    <form onSubmit={form.submit} noValidate aria-label={t.signInTitle}>
      <p className="landing-invite__hint">{t.signInHint}</p>
      <FixedEmail email={email} />
      <TextField
        id="invite-password"
        name="password"
        label={t.password}
        type="password"
        autoComplete="current-password"
        dir="ltr"
        value={form.values.password}
        onChange={(password) => form.change({ password })}
        onBlur={() => form.blur('password')}
        error={form.errors.password}
        required
        autoFocus
      />
      {form.formError ? (
        <Callout intent="danger" icon="error" role="alert" className="landing-auth__error">
          {form.formError}
        </Callout>
      ) : null}
      <Button type="submit" intent="primary" size="large" fill loading={form.saving} text={t.signIn} />
    </form>
  )
}

type RegistrationValues = { contactName: string; phone: string; password: string }
const registrationFields = ['contactName', 'phone', 'password'] as const

/** No account yet: name, phone and password; the token makes the new person a member, with no synagogue of their own. */
export function InviteRegistration({
  email,
  inviteToken,
  enter,
}: {
  email: string
  inviteToken: string
  enter?: EnterPage
}) {
  const form = useCheckedForm({
    initial: { contactName: '', phone: '', password: '' },
    check: (values: RegistrationValues): FormCheck<RegistrationValues, RegistrationValues> => {
      const parsed = registerSchema.safeParse({ ...values, email, invitationToken: inviteToken })
      return parsed.success
        ? {
            ok: true,
            input: {
              contactName: parsed.data.contactName,
              phone: parsed.data.phone,
              password: parsed.data.password,
            },
          }
        : { ok: false, errors: fieldErrorsFromIssues(parsed.error.issues, registrationFields) }
    },
    fieldOrder: registrationFields,
    idPrefix: 'invite',
    save: (input) => registerByInvitation({ ...input, email }, inviteToken, enter),
    savedText: null,
    refused: (error) => {
      const failure = registrationFailure(error)
      const fields = serverFieldErrors(error, registrationFields).fields
      toast.error(failure.toastTitle, failure.toastDetail)
      return { fields, message: null }
    },
    leavesOnSaved: true,
  })
  const field = (name: keyof RegistrationValues) => ({
    id: `invite-${name}`,
    name,
    value: form.values[name],
    onChange: (value: string) => form.change({ [name]: value }),
    onBlur: () => form.blur(name),
    error: form.errors[name],
  })
  return (
    <form onSubmit={form.submit} noValidate aria-label={t.register}>
      <p className="landing-invite__hint">{t.registerHint}</p>
      <TextField {...field('contactName')} label={t.contactName} autoComplete="name" required autoFocus />
      <TextField
        {...field('phone')}
        label={t.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        required
      />
      <FixedEmail email={email} />
      <TextField
        {...field('password')}
        label={t.password}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        hint="לפחות 8 תווים"
        required
      />
      <Button type="submit" intent="primary" size="large" fill loading={form.saving} text={t.register} />
    </form>
  )
}
