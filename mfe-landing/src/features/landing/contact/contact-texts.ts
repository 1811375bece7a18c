export const contactFormTexts = {
  submit: 'אני צריך את זה!',
  successTitle: 'ההודעה נשלחה בהצלחה',
  successDetail: 'נחזור אליך בהקדם',
  errorTitle: 'שגיאה בשליחת ההודעה',
  errorFallback: 'לא הצלחנו לשלוח את הפרטים כרגע. נסו שוב בעוד כמה דקות.',
  close: 'סגירה',
  messageLabel: 'הודעה',
  optional: '(לא חובה)',
  messagePlaceholder: 'שאלה, בקשה, או כמה מילים על בית הכנסת',
} as const
