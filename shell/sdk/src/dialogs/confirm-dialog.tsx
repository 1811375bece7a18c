import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  type IconName,
  type Intent,
} from '../blueprint'
import { useRef, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { confirmTexts } from '../strings/he'
import { PlatformProvider } from '../ui/platform-provider'

export interface ConfirmOptions {
  title?: string
  text?: string
  confirmText?: string
  cancelText?: string
  intent?: Intent
  /** Defaults to a bin for a danger question, a question mark otherwise. */
  icon?: IconName
  /** What else the action takes with it, one line each, under the question. */
  details?: readonly string[]
  /**
   * For what cannot be undone: the confirm button waits until this text is typed, and the focus starts on
   * the cancel button, so neither Enter nor a quick click does it by mistake.
   */
  typeToConfirm?: { label: string; value: string }
}

type FullOptions = Required<Omit<ConfirmOptions, 'icon' | 'details' | 'typeToConfirm'>> &
  Pick<ConfirmOptions, 'icon' | 'details' | 'typeToConfirm'>

/** Typed text matches the expected one, whatever the spaces around and between words. */
const sameText = (typed: string, expected: string) =>
  typed.trim().replace(/\s+/g, ' ') === expected.trim().replace(/\s+/g, ' ')

function ConfirmDialog({ options, onDone }: { options: FullOptions; onDone: (confirmed: boolean) => void }) {
  const [open, setOpen] = useState(true)
  const [typed, setTyped] = useState('')
  const guard = options.typeToConfirm
  const allowed = !guard || sameText(typed, guard.value)
  // A ref, not state: the overlay calls onClosed with the props of the render that started closing.
  const answer = useRef(false)
  const close = (confirmed: boolean) => {
    answer.current = confirmed
    setOpen(false)
  }
  return (
    <Dialog
      isOpen={open}
      title={options.title}
      icon={options.icon ?? (options.intent === 'danger' ? 'trash' : 'help')}
      onClose={() => close(false)}
      onClosed={() => onDone(answer.current)}
      className="seats-confirm-dialog"
    >
      <DialogBody>
        <p className="seats-confirm-dialog__text">{options.text}</p>
        {options.details?.length ? (
          <ul className="seats-confirm-dialog__details">
            {options.details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        {guard ? (
          <FormGroup
            label={guard.label}
            labelFor="seats-confirm-typed"
            className="seats-confirm-dialog__typed"
          >
            <InputGroup
              id="seats-confirm-typed"
              value={typed}
              onValueChange={setTyped}
              autoComplete="off"
              onKeyDown={(e) => {
                if (e.key === 'Enter' && allowed) close(true)
              }}
            />
          </FormGroup>
        ) : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button
              text={options.cancelText}
              variant="outlined"
              onClick={() => close(false)}
              autoFocus={Boolean(guard)}
            />
            <Button
              text={options.confirmText}
              intent={options.intent}
              onClick={() => close(true)}
              disabled={!allowed}
              autoFocus={!guard}
            />
          </>
        }
      />
    </Dialog>
  )
}

/** Asks a yes/no question in a dialog; resolves true when confirmed. Defaults to the seed's delete texts. */
export function confirmDialog(options: ConfirmOptions = {}): Promise<boolean> {
  const full: FullOptions = {
    title: options.title ?? confirmTexts.deleteTitle,
    text: options.text ?? confirmTexts.deleteRecord,
    confirmText: options.confirmText ?? confirmTexts.confirm,
    cancelText: options.cancelText ?? confirmTexts.cancel,
    intent: options.intent ?? 'danger',
    icon: options.icon,
    details: options.details,
    typeToConfirm: options.typeToConfirm,
  }
  return new Promise((resolve) => {
    const host = document.createElement('div')
    document.body.appendChild(host)
    const root = createRoot(host)
    const done = (confirmed: boolean) => {
      resolve(confirmed)
      // Unmount after the close animation has finished and React is idle.
      setTimeout(() => {
        root.unmount()
        host.remove()
      })
    }
    root.render(
      <PlatformProvider>
        <ConfirmDialog options={full} onDone={done} />
      </PlatformProvider>,
    )
  })
}

/** 'האם אתה בטוח שברצונך למחוק את הרשומה?', or with a name: 'האם אתה בטוח שברצונך למחוק את {name}?'. */
export function confirmDelete(name?: string): Promise<boolean> {
  return confirmDialog({ text: name ? confirmTexts.deleteNamed(name) : confirmTexts.deleteRecord })
}
