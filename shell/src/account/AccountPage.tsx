import {
  Button,
  Card,
  FormGroup,
  H2,
  InputGroup,
  NonIdealState,
  api,
  PageFrame,
  serverFieldErrors,
  session,
  toast,
  toastTexts,
  useFormFields,
  useSession,
  type FormFields,
} from '@seats/sdk'
import { loginResponseSchema, userSchema, type User } from '@seats/contracts'
import { useMemo, useState, type FormEvent } from 'react'
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

function Field<F extends string>(props: {
  form: FormFields<F>
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
        onValueChange={(v) => form.setValue(field, v)}
        onBlur={() => form.touch(field)}
      />
    </FormGroup>
  )
}

function ProfileForm({ user }: { user: User }) {
  const initial = useMemo(() => profileInitial(user), [user])
  const validate = useMemo(() => validateProfile(user), [user])
  const form = useFormFields<ProfileField>({ initial, validate })
  const [saving, setSaving] = useState(false)
  const changes = profileChanges(user, form.values)
  const emailChanged = changes.email !== undefined

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    form.touchAll()
    if (!form.valid || Object.keys(changes).length === 0) return
    setSaving(true)
    try {
      const updated = userSchema.parse(await api.put<unknown>('/users/me', changes))
      session.setUser(updated)
      form.setValue('currentPassword', '')
      toast.success(toastTexts.updateSuccess)
    } catch (error) {
      const { fields, message } = serverFieldErrors<ProfileField>(error, profileFields)
      form.setServerErrors(fields)
      toast.error(toastTexts.updateFailure, message ?? undefined)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Card className="shell-account__card" role="region" aria-labelledby="account-profile">
      <H2 id="account-profile">{t.profile}</H2>
      <form onSubmit={submit} noValidate>
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
          loading={saving}
          disabled={!form.valid || Object.keys(changes).length === 0}
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
  const form = useFormFields<PasswordField>({ initial: passwordInitial, validate: validatePassword })
  const [saving, setSaving] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    form.touchAll()
    if (!form.valid) return
    setSaving(true)
    try {
      const { currentPassword, newPassword } = form.values
      const answer = loginResponseSchema.parse(
        await api.post<unknown>('/users/me/password', { currentPassword, newPassword }),
      )
      // This browser stays signed in with the new session; the others are signed out by the server.
      session.startSession(answer)
      form.reset()
      toast.success(t.passwordChanged)
    } catch (error) {
      const { fields, message } = serverFieldErrors<PasswordField>(error, passwordFields)
      form.setServerErrors(fields)
      toast.error(t.passwordFailed, message ?? undefined)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Card className="shell-account__card" role="region" aria-labelledby="account-password">
      <H2 id="account-password">{t.password}</H2>
      <form onSubmit={submit} noValidate>
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
          loading={saving}
          disabled={!form.valid}
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
