import { Button, Menu, MenuItem, PopoverNext, followPageTheme, toast } from '@seats/sdk'
import { isMobilePhone, normalizePhone, personDisplayName, type Person } from '@seats/contracts'
import { useState } from 'react'
import { reportLinksApi } from './report-links-api'
import { reportLinksTexts as t } from './report-links-texts'
import './report-links.css'
import type { ReportLinks } from './use-report-links'

/** A worshipper's row: their link's state, a fresh one sent by SMS, or revoked. */
export function PersonLinkButton({ person, links }: { person: Person; links: ReportLinks }) {
  const [busy, setBusy] = useState(false)
  const name = personDisplayName(person)
  const mobile = isMobilePhone(normalizePhone(person.phone))
  const link = links.linkOf(person.phone)

  async function run(action: 'send' | 'revoke') {
    setBusy(true)
    try {
      if (action === 'send') {
        await reportLinksApi.send({ personId: person.id })
        toast.success(t.sentOne(name))
      } else {
        await reportLinksApi.revoke({ personId: person.id })
        toast.success(t.revokedOne)
      }
    } catch (err) {
      toast.failure(action === 'send' ? t.sendFailed : t.revokeFailed, err)
    } finally {
      setBusy(false)
      void links.reload()
    }
  }

  return (
    <PopoverNext
      {...followPageTheme}
      placement="bottom-end"
      content={
        <div className="report-links-menu">
          <p className="report-links-menu__hint">
            {!mobile ? t.notMobile : link ? t.liveSince(link.sentAt, link.expiresAt) : t.noLink}
          </p>
          <Menu aria-label={t.rowMenu(name)}>
            <MenuItem
              icon="send-message"
              text={link ? t.resendOne : t.sendOne}
              disabled={!mobile}
              onClick={() => void run('send')}
            />
            <MenuItem
              icon="disable"
              intent="danger"
              text={t.revokeOne}
              disabled={!link}
              onClick={() => void run('revoke')}
            />
          </Menu>
        </div>
      }
    >
      <Button
        variant="minimal"
        size="small"
        icon="mobile-phone"
        intent={link ? 'success' : 'none'}
        loading={busy}
        aria-label={t.rowMenu(name)}
        title={link ? t.liveSince(link.sentAt, link.expiresAt) : t.rowMenu(name)}
      />
    </PopoverNext>
  )
}
