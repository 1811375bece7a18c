import { Checkbox, FormDialog, FormGroup, HTMLSelect, useCheckedForm } from '@seats/sdk'
import type { MapSummary, Season, SeasonSuggestion } from '@seats/contracts'
import { checkSeason, offeredDays, seasonFields, seasonRefusal, type SeasonValues } from '../season-form'
import { seasonsApi } from '../seasons-api'
import { seasonsTexts as t } from '../seasons-texts'
import { SeasonNameAndDays } from './SeasonNameAndDays'

export interface NewSeasonDialogProps {
  maps: MapSummary[]
  suggestion: SeasonSuggestion | null
  onClose(): void
  onCreated(season: Season): void
}

/** A new season: its name, its days (the coming High Holidays offered), and the map it starts from. */
export function NewSeasonDialog({ maps, suggestion, onClose, onCreated }: NewSeasonDialogProps) {
  const form = useCheckedForm({
    initial: (): SeasonValues => ({
      name: suggestion?.name ?? '',
      sourceMapId: maps.length === 1 ? String(maps[0]!.id) : '',
      dates: offeredDays(suggestion).map(({ date, name }) => ({ date, name })),
      withSeating: false,
    }),
    check: checkSeason,
    fieldOrder: seasonFields,
    idPrefix: 'season',
    save: (input) => seasonsApi.create(input),
    savedText: t.created,
    refused: seasonRefusal,
    onSaved: onCreated,
  })
  const { values, errors, formError } = form
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
      <SeasonNameAndDays form={form} offered={offeredDays(suggestion)} datesHelp={t.datesHelp} />
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
