export const PERSON_DIALOG_TITLES = { add: 'הוספת מתפלל', edit: 'עריכת מתפלל' } as const
