import { Button, Tooltip, followPageTheme, useColorScheme } from '@seats/sdk'

export function ColorSchemeToggle() {
  const { scheme, toggle } = useColorScheme()
  const label = scheme === 'dark' ? 'מעבר לתצוגה בהירה' : 'מעבר לתצוגה כהה'
  return (
    <Tooltip {...followPageTheme} content={label} placement="bottom">
      <Button
        variant="minimal"
        icon={scheme === 'dark' ? 'flash' : 'moon'}
        aria-label={label}
        onClick={toggle}
      />
    </Tooltip>
  )
}
