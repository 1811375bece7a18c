import {
  Button,
  Card,
  FormGroup,
  H2,
  InputGroup,
  NonIdealState,
  api,
  PageFrame,
  formCheckOf,
  serverFieldErrors,
  session,
  toast,
  toastTexts,
  useCheckedForm,
  useSession,
  type CheckedForm,
} from '@seats/sdk'
import { loginResponseSchema, userSchema, type User } from '@seats/contracts'
import { useMemo } from 'react'
import {
  accountTexts as t,
  passwordFields,
  profileChanges,
  profileFields,
  profileInitial,
  validatePassword,
  validateProfile,
  type PasswordField,
  type ProfileField,
} from './account-forms'
import './account.css'

type FieldForm<F extends string> = Pick<
  CheckedForm<Record<F, string>, unknown>,
  'values' | 'errors' | 'change' | 'blur'
>

function Field<F extends string>(props: {
  form: FieldForm<F>
  field: F
  label: string
  type?: string
  dir?: 'ltr'
  autoComplete?: string
}) {
  const { form, field, label, type = 'text', dir, autoComplete } = props
  const id = `account-${field}`
  const error = form.errors[field]
  return (
    <FormGroup label={label} labelFor={id} helperText={error} intent={error ? 'danger' : 'none'}>
      <InputGroup
        id={id}
        type={type}
        dir={dir}
        autoComplete={autoComplete}
        value={form.values[field]}
        intent={error ? 'danger' : 'none'}
        onValueChange={(v) => form.change({ [field]: v } as Partial<Record<F, string>>)}
        onBlur={() => form.blur(field)}
      />
    </FormGroup>
  )
}

/** The server's word on a field shows under it; the toast carries only a message for the whole form. */
function refusedWith(title: string, fields: readonly string[]) {
  return (error: unknown) => {
    const found = serverFieldErrors(error, fields)
    toast.failure(title, error, found.message ?? undefined)
    return found
  }
}

function ProfileForm({ user }: { user: User }) {
  const validate = useMemo(() => validateProfile(user), [user])
  const form = useCheckedForm({
    initial: () => profileInitial(user),
    // Nothing changed: nothing to send.
    check: (values: Record<ProfileField, string>) => {
      const changes = profileChanges(user, values)
      const check = formCheckOf(validate(values), changes)
      return check.ok && Object.keys(changes).length === 0 ? { ok: false, errors: {} } : check
    },
    fieldOrder: profileFields,
    idPrefix: 'account',
    save: async (changes) => userSchema.parse(await api.put<unknown>('/users/me', changes)),
    blankShowsOnLeave: true,
    refused: refusedWith(toastTexts.updateFailure, profileFields),
    onSaved: (updated) => {
      session.setUser(updated)
      form.change({ currentPassword: '' })
    },
  })
  const emailChanged = profileChanges(user, form.values).email !== undefined

  return (
    <Card className="shell-account__card" role="region" aria-labelledby="account-profile">
      <H2 id="account-profile">{t.profile}</H2>
      <form onSubmit={form.submit} noValidate>
        <Field form={form} field="contactName" label={t.contactName} autoComplete="name" />
        <Field form={form} field="synagogueName" label={t.synagogueName} autoComplete="organization" />
        <Field form={form} field="phone" label={t.phone} type="tel" dir="ltr" autoComplete="tel" />
        <Field form={form} field="email" label={t.email} type="email" dir="ltr" autoComplete="email" />
        {emailChanged ? (
          <Field
            form={form}
            field="currentPassword"
            label={t.currentPasswordForEmail}
            type="password"
            autoComplete="current-password"
          />
        ) : null}
        <Button
          type="submit"
          intent="primary"
          icon="floppy-disk"
          text={t.save}
          loading={form.saving}
          disabled={!form.check.ok}
        />
      </form>
    </Card>
  )
}

const passwordInitial: Record<PasswordField, string> = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
}

function PasswordForm() {
  const form = useCheckedForm({
    initial: passwordInitial,
    check: (values: Record<PasswordField, string>) => formCheckOf(validatePassword(values), values),
    fieldOrder: passwordFields,
    idPrefix: 'account',
    save: async ({ currentPassword, newPassword }) =>
      loginResponseSchema.parse(
        await api.post<unknown>('/users/me/password', { currentPassword, newPassword }),
      ),
    savedText: t.passwordChanged,
    blankShowsOnLeave: true,
    refused: refusedWith(t.passwordFailed, passwordFields),
    onSaved: (answer) => {
      // This browser stays signed in with the new session; the others are signed out by the server.
      session.startSession(answer)
      form.reset()
    },
  })

  return (
    <Card className="shell-account__card" role="region" aria-labelledby="account-password">
      <H2 id="account-password">{t.password}</H2>
      <form onSubmit={form.submit} noValidate>
        <Field
          form={form}
          field="currentPassword"
          label={t.currentPassword}
          type="password"
          autoComplete="current-password"
        />
        <Field
          form={form}
          field="newPassword"
          label={t.newPassword}
          type="password"
          autoComplete="new-password"
        />
        <Field
          form={form}
          field="confirmPassword"
          label={t.confirmPassword}
          type="password"
          autoComplete="new-password"
        />
        <Button
          type="submit"
          intent="primary"
          icon="key"
          text={t.changePassword}
          loading={form.saving}
          disabled={!form.check.ok}
        />
      </form>
    </Card>
  )
}

/** /account: a user's own details (PUT /api/users/me) and password (POST /api/users/me/password). */
export default function AccountPage() {
  const { user } = useSession()
  return (
    <PageFrame title={t.title} subtitle={t.subtitle} width="narrow">
      {!user ? null : user.isGuest ? (
        <NonIdealState icon="info-sign" description={t.guest} />
      ) : (
        <div className="shell-account">
          <ProfileForm key={user.id} user={user} />
          {user.email ? <PasswordForm /> : null}
        </div>
      )}
    </PageFrame>
  )
}
