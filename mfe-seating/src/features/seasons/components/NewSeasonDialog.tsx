import {
  Checkbox,
  FormDialog,
  FormGroup,
  HTMLSelect,
  InputGroup,
  errorMessageOf,
  isApiError,
  serverFieldErrors,
  toast,
  useCheckedForm,
  type FormRefusal,
} from '@seats/sdk'
import type { MapSummary, Season, SeasonSuggestion } from '@seats/contracts'
import { checkSeason, seasonFields, type SeasonValues } from '../season-form'
import { seasonsApi } from '../seasons-api'
import { seasonsTexts as t } from '../seasons-texts'

export interface NewSeasonDialogProps {
  maps: MapSummary[]
  suggestion: SeasonSuggestion | null
  onClose(): void
  onCreated(season: Season): void
}

function refusal(error: unknown): FormRefusal<SeasonValues> {
  if (isApiError(error) && error.fields.length > 0) return serverFieldErrors(error, seasonFields)
  toast.failure(t.failed, error)
  return { fields: {}, message: errorMessageOf(error) }
}

/** A new season: its name, its days (the coming High Holidays offered), and the map it starts from. */
export function NewSeasonDialog({ maps, suggestion, onClose, onCreated }: NewSeasonDialogProps) {
  const offered = suggestion?.dates ?? []
  const form = useCheckedForm({
    initial: (): SeasonValues => ({
      name: suggestion?.name ?? '',
      sourceMapId: maps.length === 1 ? String(maps[0]!.id) : '',
      dates: offered.map(({ date, name }) => ({ date, name })),
      withSeating: false,
    }),
    check: checkSeason,
    fieldOrder: seasonFields,
    idPrefix: 'season',
    save: (input) => seasonsApi.create(input),
    savedText: t.created,
    refused: refusal,
    onSaved: onCreated,
  })
  const { values, errors, formError } = form
  const chosen = (date: string) => values.dates.some((d) => d.date === date)
  const toggle = (d: { date: string; name: string }, on: boolean) =>
    form.change({
      dates: on
        ? [...values.dates, { date: d.date, name: d.name }]
        : values.dates.filter((x) => x.date !== d.date),
    })
  const source = maps.find((m) => String(m.id) === values.sourceMapId)

  return (
    <FormDialog
      onClose={onClose}
      title={t.dialogTitle}
      icon="calendar"
      className="seasons-dialog"
      onSubmit={form.submit}
      formError={formError}
      footer={{ adding: true, saving: form.saving }}
    >
      <FormGroup
        label={t.name}
        labelFor="season-name"
        labelInfo="(חובה)"
        helperText={errors.name}
        intent={errors.name ? 'danger' : 'none'}
      >
        <InputGroup
          id="season-name"
          value={values.name}
          onValueChange={(name) => form.change({ name })}
          intent={errors.name ? 'danger' : 'none'}
          aria-invalid={errors.name ? true : undefined}
          autoFocus
          maxLength={100}
          autoComplete="off"
        />
      </FormGroup>
      <FormGroup
        label={t.dates}
        labelFor="season-dates"
        helperText={errors.dates ?? t.datesHelp}
        intent={errors.dates ? 'danger' : 'none'}
      >
        <div id="season-dates" className="seasons-dialog__dates" role="group" aria-label={t.dates}>
          {offered.map((d) => (
            <Checkbox
              key={d.date}
              checked={chosen(d.date)}
              onChange={(e) => toggle(d, e.currentTarget.checked)}
              labelElement={
                <span>
                  {d.name} <span className="seasons-dialog__hebrew">{d.hebrewDate}</span>
                </span>
              }
            />
          ))}
        </div>
      </FormGroup>
      <FormGroup
        label={t.sourceMap}
        labelFor="season-sourceMapId"
        labelInfo="(חובה)"
        helperText={errors.sourceMapId ?? t.sourceMapHelp}
        intent={errors.sourceMapId ? 'danger' : 'none'}
      >
        <HTMLSelect
          id="season-sourceMapId"
          fill
          value={values.sourceMapId}
          onChange={(e) => form.change({ sourceMapId: e.currentTarget.value, withSeating: false })}
          options={[
            { value: '', label: 'בחירת מפה…' },
            ...maps.map((m) => ({ value: String(m.id), label: m.name })),
          ]}
        />
      </FormGroup>
      <Checkbox
        id="season-withSeating"
        checked={values.withSeating}
        disabled={!source || source.assigned === 0}
        onChange={(e) => form.change({ withSeating: e.currentTarget.checked })}
        label={
          source && source.assigned > 0 ? `${t.withSeating} (${source.assigned} מתפללים)` : t.withSeating
        }
      />
      <p className="seasons-dialog__help">{t.withSeatingHelp}</p>
    </FormDialog>
  )
}
