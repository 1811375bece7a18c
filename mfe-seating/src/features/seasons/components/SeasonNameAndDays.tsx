import { Checkbox, FormGroup, InputGroup, formatDate, type CheckedForm } from '@seats/sdk'
import type { OfferedDay, SeasonValues } from '../season-form'
import { seasonsTexts as t } from '../seasons-texts'

export interface SeasonNameAndDaysProps {
  form: Pick<CheckedForm<SeasonValues, unknown>, 'values' | 'errors' | 'change'>
  offered: OfferedDay[]
  datesHelp: string
}

/** A season's name and its days, as a new season's dialog and an existing one's ask for them. */
export function SeasonNameAndDays({ form, offered, datesHelp }: SeasonNameAndDaysProps) {
  const { values, errors } = form
  const chosen = (date: string) => values.dates.some((d) => d.date === date)
  const toggle = (d: OfferedDay, on: boolean) =>
    form.change({
      dates: on
        ? [...values.dates, { date: d.date, name: d.name }]
        : values.dates.filter((x) => x.date !== d.date),
    })
  return (
    <>
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
        helperText={errors.dates ?? datesHelp}
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
                  {d.name}{' '}
                  <span className="seasons-dialog__hebrew">{d.hebrewDate ?? formatDate(d.date)}</span>
                </span>
              }
            />
          ))}
        </div>
      </FormGroup>
    </>
  )
}
