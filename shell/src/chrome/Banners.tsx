import {
  Button,
  Icon,
  bannerTexts,
  openPaymentDialog,
  usePaymentDialogAvailable,
  useSession,
  useConnectionStatus,
  syncTimeText,
  Link,
} from '@seats/sdk'
import { useState } from 'react'
import { subscriptionBannerFor } from './subscription-banner'

const DISMISS_KEY = 'subscriptionBannerDismissed'

function readDismissed(): string | null {
  try {
    return window.sessionStorage.getItem(DISMISS_KEY)
  } catch {
    return null
  }
}

/** Dismissed for this browser session only: the next visit reminds again. */
function rememberDismissed(value: string) {
  try {
    window.sessionStorage.setItem(DISMISS_KEY, value)
  } catch {
    // Storage blocked: the banner stays closed until the page reloads.
  }
}

function GuestBanner() {
  return (
    <div className="shell-banner shell-banner--guest" role="status">
      <Icon icon="info-sign" className="shell-banner__icon" />
      <span className="shell-banner__text">{bannerTexts.guest}</span>
      <Link to="/register" className="bp6-button bp6-intent-primary bp6-small shell-banner__action">
        {bannerTexts.guestRegister}
      </Link>
    </div>
  )
}

function SubscriptionBannerView() {
  const { user } = useSession()
  const paymentAvailable = usePaymentDialogAvailable()
  const [dismissed, setDismissed] = useState(readDismissed)
  const banner = subscriptionBannerFor(user)
  if (!banner || !user) return null
  const key = `${user.id}:${banner.status}`
  if (dismissed === key) return null
  return (
    <div className={`shell-banner shell-banner--${banner.intent}`} role="status">
      <Icon
        icon={banner.status === 0 || banner.status === 'ending' ? 'time' : 'warning-sign'}
        className="shell-banner__icon"
      />
      <span className="shell-banner__text">{banner.text}</span>
      {paymentAvailable ? (
        <Button
          size="small"
          intent="primary"
          className="shell-banner__action"
          text={bannerTexts.enterPaymentMethod}
          onClick={() => openPaymentDialog()}
        />
      ) : null}
      <Button
        size="small"
        variant="minimal"
        icon="cross"
        className="shell-banner__dismiss"
        aria-label={bannerTexts.dismiss}
        onClick={() => {
          rememberDismissed(key)
          setDismissed(key)
        }}
      />
    </div>
  )
}

/** No network: the screens show the last synced data, and changes wait for the connection. */
function OfflineBanner({ syncedAt }: { syncedAt: Date | null }) {
  return (
    <div className="shell-banner shell-banner--offline" role="status" data-testid="offline-banner">
      <Icon icon="offline" className="shell-banner__icon" />
      <span className="shell-banner__text">
        <strong className="shell-banner__title">
          {syncedAt ? bannerTexts.offlineSyncedAt(syncTimeText(syncedAt)) : bannerTexts.offline}
        </strong>
        <span className="shell-banner__detail">{bannerTexts.offlineDetail}</span>
      </span>
    </div>
  )
}

/**
 * Above the routed content: being offline first, then the guest invitation or the subscription state
 * (seed §2, §4).
 */
export function Banners() {
  const { token, user } = useSession()
  const connection = useConnectionStatus()
  if (!token || !user) return null
  return (
    <>
      {connection.offline ? <OfflineBanner syncedAt={connection.syncedAt} /> : null}
      {user.isGuest ? <GuestBanner /> : <SubscriptionBannerView />}
    </>
  )
}
