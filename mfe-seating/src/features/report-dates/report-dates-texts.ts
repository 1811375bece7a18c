/** Hebrew texts of the date selector. */
export const reportDatesTexts = {
  label: 'תאריך',
  loading: 'טוען תאריכים…',
  reverse: 'אירוע הפוך',
} as const
