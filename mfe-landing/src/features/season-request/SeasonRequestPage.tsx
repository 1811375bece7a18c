import {
  Button,
  Callout,
  Checkbox,
  FormGroup,
  HTMLSelect,
  LoadingState,
  TextArea,
  errorMessageOf,
  formatDate,
  isApiError,
  serverFieldErrors,
  toast,
  useParams,
} from '@seats/sdk'
import type { SeasonRequestPage as Page } from '@seats/contracts'
import { useEffect, useState } from 'react'
import { seasonRequestApi } from './season-request-api'
import { ANYWHERE_CHOICE, formOf, inputOf, type RequestForm } from './season-request-form'
import { seasonRequestTexts as t } from './season-request-texts'
import './season-request.css'

type Loaded = { kind: 'loading' } | { kind: 'invalid'; message: string } | { kind: 'ready'; page: Page }

const WISHES = ['together', 'nearArk', 'notFrontRow', 'accessible'] as const

/**
 * /s/:token (public, no sign-in): a household says who of it comes to the season and to which area, its
 * wishes and a note, and may change its answer until the warden closes the requests. It sees its own first
 * names and nothing of anyone else.
 */
export function SeasonRequestPage() {
  const { token = '' } = useParams()
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' })
  const [form, setForm] = useState<RequestForm | null>(null)
  const [saving, setSaving] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<'attending' | 'note', string>>>({})

  useEffect(() => {
    let live = true
    seasonRequestApi
      .page(token)
      .then((page) => {
        if (!live) return
        setLoaded({ kind: 'ready', page })
        setForm(formOf(page))
      })
      .catch((error: unknown) => {
        if (live)
          setLoaded({
            kind: 'invalid',
            message: isApiError(error) && error.status === 404 ? t.invalid : errorMessageOf(error),
          })
      })
    return () => {
      live = false
    }
  }, [token])

  useEffect(() => {
    document.title = loaded.kind === 'ready' ? t.titleOf(loaded.page.seasonName) : t.title
  }, [loaded])

  if (loaded.kind === 'loading')
    return (
      <div className="season-request">
        <LoadingState text={t.loading} />
      </div>
    )
  if (loaded.kind === 'invalid' || !form)
    return (
      <div className="season-request">
        <h1 className="season-request__title">{t.title}</h1>
        <Callout intent="warning" icon="warning-sign" role="alert" data-testid="season-request-invalid">
          {loaded.kind === 'invalid' ? loaded.message : t.invalid}
        </Callout>
      </div>
    )

  const { page } = loaded
  const open = page.state === 'open'
  const chosen = inputOf(form).attending.length
  const set = (change: Partial<RequestForm>) => setForm({ ...form, ...change })

  async function submit() {
    if (!form) return
    setSaving(true)
    setErrors({})
    try {
      const next = await seasonRequestApi.submit(token, inputOf(form))
      setLoaded({ kind: 'ready', page: next })
      setForm(formOf(next))
      toast.success(t.saved)
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setLoaded({ kind: 'ready', page: { ...page, state: 'closed' } })
        toast.error(t.closed)
      } else if (isApiError(error) && error.status === 404) setLoaded({ kind: 'invalid', message: t.invalid })
      else {
        const { fields, message } = serverFieldErrors(error, ['attending', 'note'] as const)
        setErrors(fields)
        if (message) toast.error(message)
      }
    } finally {
      setSaving(false)
    }
  }

  const areaOptions = [
    { value: '', label: t.notComing },
    ...(page.areas.length > 0
      ? [
          ...page.areas.map((a) => ({ value: String(a.id), label: a.name })),
          { value: ANYWHERE_CHOICE, label: t.anywhere },
        ]
      : [{ value: ANYWHERE_CHOICE, label: t.coming }]),
  ]

  return (
    <div className="season-request">
      <header className="season-request__header">
        <h1 className="season-request__title">{t.titleOf(page.seasonName)}</h1>
        {page.synagogueName ? <p className="season-request__subtitle">{page.synagogueName}</p> : null}
        <ul className="season-request__dates">
          {page.dates.map((d) => (
            <li key={d.date}>
              <strong>{d.name}</strong> <span className="season-request__hebrew-date">{d.hebrewDate}</span>
            </li>
          ))}
        </ul>
      </header>

      {!open ? (
        <Callout
          intent="warning"
          icon="lock"
          role="status"
          title={t.closedTitle}
          data-testid="season-request-closed"
        >
          {page.request ? (
            <span>
              {t.yourRequest}: {t.seatsCount(page.request.attending.length)}
            </span>
          ) : (
            t.noRequest
          )}
        </Callout>
      ) : (
        <form
          className="season-request__form"
          onSubmit={(e) => {
            e.preventDefault()
            void submit()
          }}
        >
          <p className="season-request__intro">{t.intro}</p>
          {page.request ? (
            <Callout intent="success" icon="tick-circle" className="season-request__saved" role="status">
              {t.savedOn(formatDate(page.request.submittedAt))}
            </Callout>
          ) : null}

          <fieldset className="season-request__section">
            <legend className="season-request__legend">
              {page.householdName} · {t.who}
            </legend>
            <ul className="season-request__members">
              {page.members.map((m) => (
                <li key={m.personId} className="season-request__member">
                  <label className="season-request__name" htmlFor={`member-${m.personId}`}>
                    {m.firstName}
                  </label>
                  <HTMLSelect
                    id={`member-${m.personId}`}
                    large
                    aria-label={t.areaOf(m.firstName)}
                    value={form.choices[m.personId] ?? ''}
                    options={areaOptions}
                    onChange={(e) =>
                      set({ choices: { ...form.choices, [m.personId]: e.currentTarget.value } })
                    }
                  />
                </li>
              ))}
            </ul>
            {errors.attending ? (
              <Callout intent="danger" role="alert" className="season-request__error">
                {errors.attending}
              </Callout>
            ) : null}
            {chosen === 0 ? <p className="season-request__hint">{t.nobodyComing}</p> : null}
          </fieldset>

          <fieldset className="season-request__section">
            <legend className="season-request__legend">{t.wishes}</legend>
            {page.hadSeatsLastSeason ? (
              <Checkbox
                large
                label={t.sameAsLast}
                checked={form.sameAsLast}
                onChange={(e) => set({ sameAsLast: e.currentTarget.checked })}
              />
            ) : null}
            {WISHES.map((wish) => (
              <Checkbox
                key={wish}
                large
                label={t[wish]}
                checked={form[wish]}
                onChange={(e) => set({ [wish]: e.currentTarget.checked })}
              />
            ))}
          </fieldset>

          <FormGroup
            label={t.note}
            labelFor="season-request-note"
            helperText={errors.note ?? t.noteHelp}
            intent={errors.note ? 'danger' : 'none'}
          >
            <TextArea
              id="season-request-note"
              fill
              rows={3}
              maxLength={500}
              value={form.note}
              intent={errors.note ? 'danger' : 'none'}
              onChange={(e) => set({ note: e.currentTarget.value })}
            />
          </FormGroup>

          <Button type="submit" intent="primary" size="large" fill loading={saving}>
            {page.request ? t.update : t.submit}
          </Button>
        </form>
      )}
      <p className="season-request__footer">{t.personal}</p>
    </div>
  )
}
