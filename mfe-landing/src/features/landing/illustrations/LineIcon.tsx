/** A few 20px line icons drawn inline, so the landing's first paint needs no icon bundle. */
const paths = {
  menu: 'M3 5h14M3 10h14M3 15h14',
  moon: 'M16 12.5A7 7 0 0 1 7.5 4a7 7 0 1 0 8.5 8.5z',
  sun: 'M10 6.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zM10 1.5v2M10 16.5v2M1.5 10h2M16.5 10h2M4 4l1.4 1.4M14.6 14.6 16 16M4 16l1.4-1.4M14.6 5.4 16 4',
  check: 'M4 10.5l4 4 8-9',
  cross: 'M5 5l10 10M15 5 5 15',
  chevronDown: 'M5 8l5 5 5-5',
  chevronRight: 'M8 5l5 5-5 5',
  chevronLeft: 'M12 5l-5 5 5 5',
  pause: 'M7 4.5v11M13 4.5v11',
  play: 'M6.5 4.5v11l9-5.5z',
  phone:
    'M6.6 2.5 8.7 6.6 7 8.3a11 11 0 0 0 4.7 4.7l1.7-1.7 4.1 2.1-.8 3.1a2 2 0 0 1-2.1 1.5C8.4 17.4 2.6 11.6 2 5.3A2 2 0 0 1 3.5 3.2z',
  mail: 'M2.5 5h15v10h-15zM2.5 5.5l7.5 6 7.5-6',
  guests:
    'M7 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 17c0-3 2.2-5 5-5s5 2 5 5M13.5 9a2.5 2.5 0 1 0 0-5M14.5 12c2 .4 3.5 2.2 3.5 5',
  live: 'M3.5 10a6.5 6.5 0 0 1 11.3-4.4M16.5 10a6.5 6.5 0 0 1-11.3 4.4M15 2.5v3.3h-3.3M5 17.5v-3.3h3.3',
  bell: 'M5 14V9a5 5 0 0 1 10 0v5l1.5 1.5h-13zM8.5 17.5h3',
  grid: 'M3 3h5v5H3zM12 3h5v5h-5zM3 12h5v5H3zM12 12h5v5h-5z',
  calendar: 'M3 5h14v12H3zM3 9h14M7 2.5V6M13 2.5V6',
  clock: 'M10 2.5a7.5 7.5 0 1 1 0 15 7.5 7.5 0 0 1 0-15zM10 6v4.5l3 2',
} as const

export type LineIconName = keyof typeof paths

export function LineIcon({
  name,
  size = 20,
  className,
}: {
  name: LineIconName
  size?: number
  className?: string
}) {
  return (
    <svg
      className={`landing-icon${className ? ` ${className}` : ''}`}
      width={size}
      height={size}
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={paths[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
