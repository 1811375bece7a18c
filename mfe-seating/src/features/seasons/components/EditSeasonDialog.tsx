import { FormDialog, useCheckedForm } from '@seats/sdk'
import type { Season, SeasonSuggestion } from '@seats/contracts'
import {
  checkSeasonUpdate,
  offeredDays,
  seasonFields,
  seasonRefusal,
  type SeasonValues,
} from '../season-form'
import { seasonsApi } from '../seasons-api'
import { seasonsTexts as t } from '../seasons-texts'
import { SeasonNameAndDays } from './SeasonNameAndDays'

export interface EditSeasonDialogProps {
  season: Season
  suggestion: SeasonSuggestion | null
  onClose(): void
  onSaved(season: Season): void
}

/** An existing season's name and days; its map, its requests and its seating stay as they are. */
export function EditSeasonDialog({ season, suggestion, onClose, onSaved }: EditSeasonDialogProps) {
  const form = useCheckedForm({
    initial: (): SeasonValues => ({
      name: season.name,
      sourceMapId: String(season.sourceMapId ?? ''),
      dates: season.dates.map(({ date, name }) => ({ date, name })),
      withSeating: false,
    }),
    check: checkSeasonUpdate,
    fieldOrder: seasonFields,
    idPrefix: 'season',
    save: (input) => seasonsApi.update(season.id, input),
    savedText: t.updated,
    refused: seasonRefusal,
    onSaved,
  })
  return (
    <FormDialog
      onClose={onClose}
      title={t.editTitle}
      icon="edit"
      className="seasons-dialog"
      onSubmit={form.submit}
      formError={form.formError}
      footer={{ adding: false, saving: form.saving }}
    >
      <SeasonNameAndDays form={form} offered={offeredDays(suggestion, season)} datesHelp={t.editDatesHelp} />
    </FormDialog>
  )
}
