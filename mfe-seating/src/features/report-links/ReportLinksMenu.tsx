import { Button, Menu, MenuItem, PopoverNext, confirmDialog, followPageTheme, toast } from '@seats/sdk'
import { isMobilePhone, normalizePhone, type Person } from '@seats/contracts'
import { useState } from 'react'
import { reportLinksApi } from './report-links-api'
import { reportLinksTexts as t } from './report-links-texts'
import './report-links.css'

/** The page's menu: a link to every worshipper with a mobile, or every link revoked. */
export function ReportLinksMenu({ persons, onChanged }: { persons: Person[]; onChanged(): void }) {
  const [busy, setBusy] = useState(false)
  const mobiles = new Set(persons.map((p) => normalizePhone(p.phone)).filter(isMobilePhone)).size

  async function sendAll() {
    if (mobiles === 0) return void toast.warning(t.noMobiles)
    const confirmed = await confirmDialog({
      title: t.confirmSendAllTitle,
      text: t.confirmSendAll(mobiles),
      confirmText: t.confirmSend,
      intent: 'primary',
    })
    if (!confirmed) return
    setBusy(true)
    try {
      const result = await reportLinksApi.send({ all: true })
      const details = [
        result.failed > 0 ? t.failed(result.failed) : null,
        result.noMobile > 0 ? t.noMobile(result.noMobile) : null,
      ].filter((s): s is string => s !== null)
      const title = result.sent > 0 ? t.sent(result.sent) : t.sentNone
      if (result.failed > 0) toast.warning(title, details.join(' · '))
      else toast.success(title, details.join(' · ') || undefined)
    } catch (err) {
      toast.failure(t.sendFailed, err)
    } finally {
      setBusy(false)
      onChanged()
    }
  }

  async function revokeAll() {
    const confirmed = await confirmDialog({
      title: t.confirmRevokeAllTitle,
      text: t.confirmRevokeAll,
      confirmText: t.confirmRevoke,
    })
    if (!confirmed) return
    setBusy(true)
    try {
      const { revoked } = await reportLinksApi.revoke({ all: true })
      toast.success(t.revoked(revoked))
    } catch (err) {
      toast.failure(t.revokeFailed, err)
    } finally {
      setBusy(false)
      onChanged()
    }
  }

  return (
    <PopoverNext
      {...followPageTheme}
      placement="bottom-end"
      content={
        <div className="report-links-menu">
          <p className="report-links-menu__hint">{t.menuHint}</p>
          <Menu aria-label={t.menu}>
            <MenuItem icon="send-message" text={t.sendAll} onClick={() => void sendAll()} />
            <MenuItem icon="disable" intent="danger" text={t.revokeAll} onClick={() => void revokeAll()} />
          </Menu>
        </div>
      }
    >
      <Button icon="mobile-phone" endIcon="caret-down" variant="outlined" text={t.menu} loading={busy} />
    </PopoverNext>
  )
}
