import { Button, confirmDialog, toast } from '@seats/sdk'
import type { SeasonPrices } from '@seats/contracts'
import { useState } from 'react'
import { paymentsApi } from '../payments-api'
import { paymentsTexts, seatPriceTexts as t, shekels } from '../payments-texts'
import { pricedSeats, type PricedSeat } from '../seat-price-form'
import { SeatPriceDialog } from './SeatPriceDialog'

interface SeatPricesProps {
  seasonId: number
  prices: SeasonPrices
  canEdit: boolean
  onSaved(prices: SeasonPrices): void
}

type Editing = { kind: 'add' } | { kind: 'edit'; seat: PricedSeat }

/**
 * Seats priced apart from their area (a front-row seat, a seat given free), named as the printed map names
 * them: a warden adds, edits and removes them; a viewer reads them.
 */
export function SeatPrices({ seasonId, prices, canEdit, onSaved }: SeatPricesProps) {
  const [editing, setEditing] = useState<Editing | null>(null)
  const [removing, setRemoving] = useState<string | null>(null)
  const seats = pricedSeats(prices)
  const placeOf = (s: PricedSeat) => t.placeOf(s.area, s.name ?? t.noSeatAnyMore)

  async function remove(seat: PricedSeat) {
    const place = placeOf(seat)
    const confirmed = await confirmDialog({
      title: t.removeTitle,
      text: t.removeConfirm(place, seat.areaPrice),
      confirmText: t.removeConfirmButton,
    })
    if (!confirmed) return
    setRemoving(`${seat.row}:${seat.col}`)
    try {
      const saved = await paymentsApi.setPrices(seasonId, {
        seats: prices.seats.filter((s) => s.row !== seat.row || s.col !== seat.col),
      })
      toast.success(t.removed)
      onSaved(saved)
    } catch (err) {
      toast.failure(paymentsTexts.failed, err)
    } finally {
      setRemoving(null)
    }
  }

  return (
    <section className="season-seat-prices" aria-labelledby="season-seat-prices-title">
      <div className="season-seat-prices__head">
        <h3 id="season-seat-prices-title" className="season-prices__title">
          {t.title}
        </h3>
        {canEdit ? (
          <Button icon="add" variant="outlined" text={t.add} onClick={() => setEditing({ kind: 'add' })} />
        ) : null}
      </div>
      <p className="season-panel__help">{t.help}</p>
      {seats.length === 0 ? (
        <p className="season-payments__none">{t.none}</p>
      ) : (
        <ul className="season-seat-prices__list" aria-label={t.listLabel}>
          {seats.map((s) => {
            const place = placeOf(s)
            return (
              <li key={`${s.row}:${s.col}`} className="season-seat-prices__item">
                <span className="season-seat-prices__place">
                  <span className="season-seat-prices__area">{s.area ?? (s.name ? t.outsideAreas : '')}</span>
                  <span className="season-seat-prices__seat">{s.name ?? t.noSeatAnyMore}</span>
                </span>
                <span className="season-seat-prices__price">
                  <span className="season-seat-prices__own">
                    {s.price > 0 ? shekels(s.price) : paymentsTexts.free}
                  </span>
                  <span className="season-seat-prices__instead">{t.instead(s.areaPrice)}</span>
                </span>
                {canEdit ? (
                  <span className="season-seat-prices__actions">
                    {s.name ? (
                      <Button
                        variant="minimal"
                        icon="edit"
                        aria-label={t.editOf(place)}
                        title={t.editOf(place)}
                        onClick={() => setEditing({ kind: 'edit', seat: s })}
                      />
                    ) : null}
                    <Button
                      variant="minimal"
                      intent="danger"
                      icon="trash"
                      aria-label={t.removeOf(place)}
                      title={t.removeOf(place)}
                      loading={removing === `${s.row}:${s.col}`}
                      onClick={() => void remove(s)}
                    />
                  </span>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
      {editing ? (
        <SeatPriceDialog
          seasonId={seasonId}
          prices={prices}
          editing={editing.kind === 'edit' ? editing.seat : null}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null)
            onSaved(saved)
          }}
        />
      ) : null}
    </section>
  )
}
