import { Icon, type IconName, type Intent } from '@seats/sdk'

/**
 * A small icon button and a checkbox for table rows: Blueprint's own markup and classes, without its
 * components' work per mount, so the rows that scroll into view render in time for the next frame.
 */
export function RowIconButton({
  icon,
  label,
  title,
  intent,
  disabled,
  onClick,
}: {
  icon: IconName
  label: string
  title: string
  intent?: Intent
  disabled?: boolean
  onClick: () => void
}) {
  return (
    <button
      type="button"
      className={`bp6-button bp6-minimal bp6-small${intent ? ` bp6-intent-${intent}` : ''}${disabled ? ' bp6-disabled' : ''}`}
      aria-label={label}
      title={title}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon icon={icon} size={16} />
    </button>
  )
}

export function RowCheckbox({
  checked,
  label,
  onChange,
  className,
}: {
  checked: boolean
  label: string
  onChange: (checked: boolean) => void
  className?: string
}) {
  return (
    <label className={`bp6-control bp6-checkbox${className ? ` ${className}` : ''}`}>
      <input
        type="checkbox"
        className="bp6-control-input"
        checked={checked}
        aria-label={label}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      <span className="bp6-control-indicator" />
    </label>
  )
}
