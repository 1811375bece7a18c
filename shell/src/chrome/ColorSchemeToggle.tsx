import { Button, Tooltip, followPageTheme, useColorScheme } from '@seats/sdk'
import { useState } from 'react'

export function ColorSchemeToggle() {
  const { scheme, toggle } = useColorScheme()
  const label = scheme === 'dark' ? 'מעבר לתצוגה בהירה' : 'מעבר לתצוגה כהה'
  // A tap arrives as a hover that never leaves: the tooltip would stay over the screen below the bar until
  // the next tap elsewhere. A finger gets no tooltip (the button's name is read out); a mouse still does.
  const [touched, setTouched] = useState(false)
  const notePointer = (e: React.PointerEvent) => setTouched(e.pointerType === 'touch')
  return (
    <Tooltip {...followPageTheme} content={label} placement="bottom" disabled={touched}>
      <Button
        variant="minimal"
        icon={scheme === 'dark' ? 'flash' : 'moon'}
        aria-label={label}
        onClick={toggle}
        onPointerEnter={notePointer}
        onPointerDown={notePointer}
      />
    </Tooltip>
  )
}
