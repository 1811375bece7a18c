/** The product mark: a seating grid with one free (green) seat. Light (no Blueprint): the home page uses it. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg
      className="seats-brand-mark"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="8" className="seats-brand-mark__bg" />
      <g className="seats-brand-mark__seats">
        <rect x="7" y="8" width="5" height="5" rx="1.2" />
        <rect x="13.5" y="8" width="5" height="5" rx="1.2" />
        <rect x="20" y="8" width="5" height="5" rx="1.2" />
        <rect x="7" y="14.5" width="5" height="5" rx="1.2" />
        <rect x="20" y="14.5" width="5" height="5" rx="1.2" />
        <rect x="7" y="21" width="5" height="5" rx="1.2" />
        <rect x="13.5" y="21" width="5" height="5" rx="1.2" />
        <rect x="20" y="21" width="5" height="5" rx="1.2" />
      </g>
      <rect x="13.5" y="14.5" width="5" height="5" rx="1.2" className="seats-brand-mark__free" />
    </svg>
  )
}
