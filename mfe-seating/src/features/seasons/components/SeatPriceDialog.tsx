import { FormDialog, FormGroup, InputGroup, serverFieldErrors, toast, useCheckedForm } from '@seats/sdk'
import type { SeasonPrices } from '@seats/contracts'
import { paymentsApi } from '../payments-api'
import { paymentsTexts, seatPriceTexts as t } from '../payments-texts'
import {
  checkSeatPrice,
  findSeat,
  seatPriceFields,
  seatPriceValuesOf,
  type PricedSeat,
  type SeatPriceField,
} from '../seat-price-form'

interface SeatPriceDialogProps {
  seasonId: number
  prices: SeasonPrices
  /** The seat whose price changes; null adds a price to a seat the warden names. */
  editing: PricedSeat | null
  onClose(): void
  onSaved(prices: SeasonPrices): void
}

/** A seat's own price: the seat by its printed row and number (fixed when editing), and what it costs. */
export function SeatPriceDialog({ seasonId, prices, editing, onClose, onSaved }: SeatPriceDialogProps) {
  const form = useCheckedForm({
    initial: () => seatPriceValuesOf(editing),
    check: (values) => checkSeatPrice(prices, values, editing),
    fieldOrder: seatPriceFields,
    idPrefix: 'season-seat-price',
    save: (input) => paymentsApi.setPrices(seasonId, input),
    savedText: t.saved,
    // The server names the seat's cell ('seats.3.col'): shown under the field the warden typed it in.
    refused: (error) => {
      const refusal = serverFieldErrors<SeatPriceField>(error, ['row', 'price'], { col: 'seat' })
      if (Object.keys(refusal.fields).length === 0) toast.failure(paymentsTexts.failed, error)
      return refusal
    },
    onSaved,
  })
  const { values, errors, change, blur } = form

  // The chosen seat's area and its price, once the row and the number name a seat.
  const found = editing ? null : findSeat(prices, values.row, values.seat)
  const chosen = found?.ok ? found : null
  const areaId = chosen
    ? prices.rows.find((r) => r.row === chosen.row)?.seats.find((s) => s.col === chosen.col)?.areaId
    : undefined
  const area = areaId ? prices.areas.find((a) => a.areaId === areaId) : undefined

  const field = (name: SeatPriceField, label: string, hint: string, extra: object = {}) => {
    const error = errors[name]
    const id = `season-seat-price-${name}`
    return (
      <FormGroup
        label={label}
        labelFor={id}
        labelInfo="(חובה)"
        helperText={error ? <span id={`${id}-error`}>{error}</span> : hint}
        intent={error ? 'danger' : 'none'}
      >
        <InputGroup
          id={id}
          autoComplete="off"
          value={values[name]}
          onValueChange={(v) => change({ [name]: v })}
          onBlur={() => blur(name)}
          intent={error ? 'danger' : 'none'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...extra}
        />
      </FormGroup>
    )
  }

  return (
    <FormDialog
      onClose={onClose}
      title={editing ? t.edit : t.add}
      icon="bank-account"
      className="season-seat-price-dialog"
      onSubmit={form.submit}
      formError={form.formError}
      footer={{ adding: !editing, saving: form.saving }}
    >
      {editing ? (
        <p className="season-seat-price-dialog__seat">
          <strong>{t.placeOf(editing.area, editing.name ?? t.noSeatAnyMore)}</strong>
          <span>{t.instead(editing.areaPrice)}</span>
        </p>
      ) : (
        <>
          <div className="season-payment-dialog__row">
            {field('row', t.row, t.rowHint, { autoFocus: true, maxLength: 4 })}
            {field('seat', t.seat, t.seatHint, { inputMode: 'numeric', dir: 'ltr', maxLength: 4 })}
          </div>
          <p className="season-seat-price-dialog__area" aria-live="polite">
            {chosen ? t.areaNow(area?.name ?? null, area?.price ?? 0) : ''}
          </p>
        </>
      )}
      {field('price', t.price, t.priceHint, {
        inputMode: 'decimal',
        dir: 'ltr',
        maxLength: 12,
        autoFocus: Boolean(editing),
        placeholder: '0',
      })}
    </FormDialog>
  )
}
