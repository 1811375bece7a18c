import { Button, Callout, FormGroup, InputGroup, Link, useCheckedForm } from '@seats/sdk'
import type { SeasonPrices } from '@seats/contracts'
import { checkPrices, priceField, priceValuesOf } from '../payment-form'
import { paymentsApi } from '../payments-api'
import { paymentsTexts as t, shekels } from '../payments-texts'

interface AreaPricesProps {
  seasonId: number
  prices: SeasonPrices
  canEdit: boolean
  onSaved(prices: SeasonPrices): void
}

/** A seat's price in each area of the season's map: typed in place by a warden, saved together. */
export function AreaPrices({ seasonId, prices, canEdit, onSaved }: AreaPricesProps) {
  const fields = prices.areas.map((a) => priceField(a.areaId))
  const form = useCheckedForm({
    initial: () => priceValuesOf(prices),
    check: (values) => checkPrices(prices, values),
    fieldOrder: fields,
    idPrefix: 'season-price',
    save: (input) => paymentsApi.setPrices(seasonId, input),
    savedText: t.pricesSaved,
    failedText: t.failed,
    // The form shows what the server kept ('1,800' reads '1800'); the focus stays on the button.
    onSaved: (saved) => {
      form.reset(priceValuesOf(saved))
      onSaved(saved)
    },
  })
  const { values, errors, change, blur } = form

  if (prices.areas.length === 0)
    return (
      <Callout intent="primary" icon="info-sign" className="season-prices__none">
        {t.noAreas} <Link to="/areas">{t.toAreas}</Link>
      </Callout>
    )

  return (
    <form className="season-prices" onSubmit={form.submit} noValidate aria-labelledby="season-prices-title">
      <h3 id="season-prices-title" className="season-prices__title">
        {t.pricesTitle}
      </h3>
      <p className="season-panel__help">{t.pricesHelp}</p>
      <ul className="season-prices__list">
        {prices.areas.map((a) => {
          const field = priceField(a.areaId)
          const error = errors[field]
          const errorId = `season-price-${field}-error`
          return (
            <li key={a.areaId} className="season-prices__item">
              <span className="season-prices__name">{a.name}</span>
              <span className="season-prices__seats">{t.seatsIn(a.seats)}</span>
              {canEdit ? (
                <FormGroup
                  className="season-prices__field"
                  label={t.priceInput}
                  labelFor={`season-price-${field}`}
                  helperText={error ? <span id={errorId}>{error}</span> : undefined}
                  intent={error ? 'danger' : 'none'}
                >
                  <InputGroup
                    id={`season-price-${field}`}
                    aria-label={t.priceLabel(a.name)}
                    inputMode="decimal"
                    dir="ltr"
                    autoComplete="off"
                    value={values[field] ?? ''}
                    onValueChange={(v) => change({ [field]: v })}
                    onBlur={() => blur(field)}
                    intent={error ? 'danger' : 'none'}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    placeholder="0"
                    maxLength={12}
                  />
                </FormGroup>
              ) : (
                <span className="season-prices__price">{a.price > 0 ? shekels(a.price) : t.free}</span>
              )}
            </li>
          )
        })}
      </ul>
      {prices.seatsOutside > 0 ? (
        <p className="season-panel__muted">{t.outside(prices.seatsOutside)}</p>
      ) : null}
      {form.formError ? (
        <Callout intent="danger" compact>
          {form.formError}
        </Callout>
      ) : null}
      {canEdit ? (
        <div className="season-panel__actions">
          <Button
            type="submit"
            intent="primary"
            icon="floppy-disk"
            text={t.savePrices}
            loading={form.saving}
          />
        </div>
      ) : null}
    </form>
  )
}
