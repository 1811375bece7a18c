// Who entered a report, apart from the reports' schemas: the map names them without zod.

/**
 * 'phone': the phone line; 'reminder': a key pressed in a reminder call; 'link': the worshipper's own report
 * link (SMS); 'web' and 'warden': entered on the screen.
 */
export const reportSources = ['phone', 'reminder', 'web', 'warden', 'link'] as const
export type ReportSource = (typeof reportSources)[number]
/** Who entered a report, as the screens name it. */
export const reportSourceLabels: Record<ReportSource, string> = {
  phone: 'טלפון',
  reminder: 'שיחת תזכורת',
  web: 'אתר',
  warden: 'גבאי',
  link: 'קישור',
}
