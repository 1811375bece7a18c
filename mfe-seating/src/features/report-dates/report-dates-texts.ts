/** Hebrew texts of the date selector. */
export const reportDatesTexts = {
  label: 'תאריך',
  loading: 'טוען תאריכים…',
  reverse: 'אירוע הפוך',
  event: 'אירוע',
  holiday: 'חג',
  ahead: 'תאריכים קרובים',
  past: 'תאריכים שעברו',
} as const
