import {
  Callout,
  Link,
  LoadFailedState,
  Spinner,
  Switch,
  confirmDialog,
  errorMessageOf,
  formatDate,
  toast,
} from '@seats/sdk'
import type {
  Season,
  SeasonHouseholdAccount,
  SeasonPayment,
  SeasonPayments,
  SeasonPrices,
} from '@seats/contracts'
import { useCallback, useEffect, useRef, useState } from 'react'
import { paymentsApi } from '../payments-api'
import { paymentsTexts as t, shekels } from '../payments-texts'
import '../payments.css'
import { AreaPrices } from './AreaPrices'
import { PaymentDialog } from './PaymentDialog'
import { PaymentsTable, type PaymentsTableProps } from './PaymentsTable'
import { SeatPrices } from './SeatPrices'

interface PaymentsPanelProps {
  season: Season
  canEdit: boolean
}

type Loaded =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'ready'; prices: SeasonPrices; accounts: SeasonPayments }

/**
 * What the season's seats cost and who paid: the price per area (a warden edits them in place), the seats
 * priced apart from their area, the totals, each household's due, paid and balance with its payments, and
 * recording a payment (cash, a cheque, a transfer). A viewer reads it all.
 */
export function PaymentsPanel({ season, canEdit }: PaymentsPanelProps) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' })
  const [owingOnly, setOwingOnly] = useState(false)
  const [recording, setRecording] = useState<SeasonHouseholdAccount | null>(null)
  const [busyPaymentId, setBusyPaymentId] = useState<number | null>(null)

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const [prices, accounts] = await Promise.all([
          paymentsApi.prices(season.id, signal),
          paymentsApi.accounts(season.id, signal),
        ])
        setLoaded({ kind: 'ready', prices, accounts })
      } catch (error) {
        if (!signal?.aborted) setLoaded({ kind: 'failed', error })
      }
    },
    // The page reads the season again after its own changes (an assignment): the dues follow it.
    [season],
  )
  useEffect(() => {
    const controller = new AbortController()
    void load(controller.signal)
    return () => controller.abort()
  }, [load])

  const reloads = useRef(0)
  const reloadAccounts = async () => {
    // Two changes in a row: only the answer read after the last one is shown.
    const reload = ++reloads.current
    try {
      const accounts = await paymentsApi.accounts(season.id)
      if (reload !== reloads.current) return
      setLoaded((before) => (before.kind === 'ready' ? { ...before, accounts } : before))
    } catch (err) {
      toast.failure(t.loadFailed, err)
    }
  }

  // New prices, new dues: the households' table and the totals are read again.
  const pricesSaved = (prices: SeasonPrices) => {
    setLoaded((before) => (before.kind === 'ready' ? { ...before, prices } : before))
    void reloadAccounts()
  }

  async function removePayment(household: SeasonHouseholdAccount, payment: SeasonPayment) {
    const date = formatDate(payment.paidOn)
    const confirmed = await confirmDialog({ text: t.deleteConfirm(household.name, payment.amount, date) })
    if (!confirmed) return
    setBusyPaymentId(payment.id)
    try {
      await paymentsApi.remove(season.id, payment.id)
      toast.success(t.deleted)
    } catch (err) {
      toast.failure(t.failed, err)
    } finally {
      setBusyPaymentId(null)
      await reloadAccounts()
    }
  }

  return (
    <section className="season-panel season-payments" aria-labelledby="season-payments-title">
      <div className="season-panel__head">
        <h2 id="season-payments-title" className="season-panel__title">
          {t.title}
        </h2>
      </div>
      {loaded.kind === 'loading' ? (
        <div className="season-payments__loading">
          <Spinner size={20} />
          <span>{t.loading}</span>
        </div>
      ) : loaded.kind === 'failed' ? (
        <LoadFailedState
          title={t.loadFailed}
          error={errorMessageOf(loaded.error)}
          onRetry={() => void load()}
        />
      ) : (
        <>
          <AreaPrices
            // Areas added or removed meanwhile (a reload) start the form afresh.
            key={loaded.prices.areas.map((a) => a.areaId).join(',')}
            seasonId={season.id}
            prices={loaded.prices}
            canEdit={canEdit}
            onSaved={pricesSaved}
          />
          <SeatPrices seasonId={season.id} prices={loaded.prices} canEdit={canEdit} onSaved={pricesSaved} />
          <Accounts
            accounts={loaded.accounts}
            owingOnly={owingOnly}
            onOwingOnly={setOwingOnly}
            busyPaymentId={busyPaymentId}
            {...(canEdit ? { onRecord: setRecording, onDelete: (h, p) => void removePayment(h, p) } : {})}
          />
        </>
      )}
      {recording ? (
        <PaymentDialog
          seasonId={season.id}
          household={recording}
          onClose={() => setRecording(null)}
          onSaved={() => {
            setRecording(null)
            void reloadAccounts()
          }}
        />
      ) : null}
    </section>
  )
}

type AccountsProps = Omit<PaymentsTableProps, 'households'> & {
  accounts: SeasonPayments
  owingOnly: boolean
  onOwingOnly(on: boolean): void
}

/** The totals, the 'owing only' filter and the households' table (or why it is empty). */
function Accounts({ accounts, owingOnly, onOwingOnly, ...tableProps }: AccountsProps) {
  const { households, totals } = accounts
  const shown = owingOnly ? households.filter((h) => h.owes) : households
  return (
    <>
      <dl className="season-totals" aria-label={t.totalsLabel}>
        <div className="season-totals__item">
          <dt>{t.due}</dt>
          <dd>{shekels(totals.due)}</dd>
        </div>
        <div className="season-totals__item">
          <dt>{t.paid}</dt>
          <dd>{shekels(totals.paid)}</dd>
        </div>
        <div className="season-totals__item season-totals__item--owed">
          <dt>{t.owed}</dt>
          <dd>
            {shekels(totals.owed)}
            <span className="season-totals__owing">{t.owing(totals.owing)}</span>
          </dd>
        </div>
      </dl>
      {accounts.seatedWithoutHousehold > 0 ? (
        <p className="season-panel__muted">
          {t.unhoused(accounts.seatedWithoutHousehold)} <Link to="/households">{t.toHouseholds}</Link>
        </p>
      ) : null}
      {households.length === 0 ? (
        <Callout intent="primary" icon="info-sign">
          {t.noHouseholds}
        </Callout>
      ) : (
        <>
          <div className="season-payments__filter">
            <Switch
              role="switch"
              checked={owingOnly}
              label={t.owingOnly}
              onChange={(e) => onOwingOnly(e.currentTarget.checked)}
            />
            <p className="season-panel__muted season-payments__count" aria-live="polite">
              {owingOnly ? t.shown(shown.length, households.length) : ''}
            </p>
          </div>
          {shown.length === 0 ? (
            <p className="season-payments__none">{t.noneOwing}</p>
          ) : (
            <div className="season-pay-table-wrap">
              <PaymentsTable households={shown} {...tableProps} />
            </div>
          )}
        </>
      )}
    </>
  )
}
