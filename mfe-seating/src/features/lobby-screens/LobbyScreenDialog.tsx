import {
  AnchorButton,
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  InputGroup,
  LoadingState,
  confirmDialog,
  formatDateTime,
  toast,
} from '@seats/sdk'
import type { LobbyScreen, MapSummary } from '@seats/contracts'
import { useEffect, useId, useState } from 'react'
import { lobbyScreensApi } from './lobby-screens-api'
import { lobbyScreensTexts as t } from './lobby-screens-texts'
import './lobby-screens.css'

type Loaded =
  { kind: 'loading' } | { kind: 'failed'; error: unknown } | { kind: 'ready'; screen: LobbyScreen | null }

function ScreenLink({ mapId, onClose }: { mapId: number; onClose(): void }) {
  const id = useId()
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' })
  const [url, setUrl] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let live = true
    lobbyScreensApi.list().then(
      (screens) =>
        live && setLoaded({ kind: 'ready', screen: screens.find((s) => s.mapId === mapId) ?? null }),
      (error: unknown) => live && setLoaded({ kind: 'failed', error }),
    )
    return () => {
      live = false
    }
  }, [mapId])

  async function create() {
    setBusy(true)
    try {
      const made = await lobbyScreensApi.create(mapId)
      setLoaded({ kind: 'ready', screen: made })
      setUrl(made.url)
    } catch (error) {
      toast.failure(t.failed, error)
    } finally {
      setBusy(false)
    }
  }

  async function revoke() {
    if (
      !(await confirmDialog({
        title: t.revokeTitle,
        text: t.revokeText,
        confirmText: t.revoke,
        intent: 'danger',
      }))
    )
      return
    setBusy(true)
    try {
      await lobbyScreensApi.revoke(mapId)
      setLoaded({ kind: 'ready', screen: null })
      setUrl(null)
      toast.success(t.revoked)
    } catch (error) {
      toast.failure(t.failed, error)
    } finally {
      setBusy(false)
    }
  }

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link)
      toast.success(t.copied)
    } catch (error) {
      toast.failure(t.failed, error)
    }
  }

  const screen = loaded.kind === 'ready' ? loaded.screen : null
  return (
    <>
      <DialogBody>
        <p className="lobby-screens__intro">{t.intro}</p>
        {loaded.kind === 'loading' ? (
          <LoadingState text={t.loading} />
        ) : loaded.kind === 'failed' ? (
          <Callout intent="danger" icon="error" role="alert">
            {t.failed}
          </Callout>
        ) : screen ? (
          <p className="lobby-screens__state" data-testid="lobby-screen-state">
            {t.made(formatDateTime(screen.createdAt))}{' '}
            {screen.lastSeenAt ? t.lastSeen(formatDateTime(screen.lastSeenAt)) : t.neverSeen}
          </p>
        ) : (
          <p className="lobby-screens__state" data-testid="lobby-screen-state">
            {t.none}
          </p>
        )}
        {url ? (
          <div className="lobby-screens__link">
            <label htmlFor={`${id}-url`} className="lobby-screens__label">
              {t.linkLabel}
            </label>
            <InputGroup
              id={`${id}-url`}
              value={url}
              readOnly
              dir="ltr"
              onFocus={(e) => e.currentTarget.select()}
            />
            <div className="lobby-screens__link-actions">
              <Button icon="duplicate" text={t.copy} onClick={() => void copy(url)} />
              <AnchorButton
                icon="fullscreen"
                text={t.openScreen}
                href={url}
                target="_blank"
                rel="noreferrer"
              />
            </div>
            <Callout intent="primary" icon="info-sign" compact>
              {t.shownOnce}
            </Callout>
          </div>
        ) : screen ? (
          <Callout intent="warning" icon="warning-sign" compact>
            {t.replaceNote}
          </Callout>
        ) : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {screen ? (
              <Button
                intent="danger"
                variant="outlined"
                text={t.revoke}
                disabled={busy}
                onClick={() => void revoke()}
              />
            ) : null}
            <Button text={t.close} variant="outlined" onClick={onClose} />
            <Button
              intent="primary"
              icon="desktop"
              text={screen ? t.replace : t.create}
              loading={busy}
              disabled={loaded.kind !== 'ready'}
              onClick={() => void create()}
            />
          </>
        }
      />
    </>
  )
}

/** The warden's lobby screen link for one map: made (shown once), replaced or revoked. */
export function LobbyScreenDialog({
  map,
  onClose,
}: {
  map: Pick<MapSummary, 'id' | 'name'> | null
  onClose(): void
}) {
  return (
    <Dialog
      isOpen={map !== null}
      onClose={onClose}
      title={map ? t.title(map.name) : ''}
      icon="desktop"
      className="lobby-screens"
    >
      {map ? <ScreenLink mapId={map.id} onClose={onClose} /> : null}
    </Dialog>
  )
}
