export {
  ISRAEL_TZ,
  addDays,
  comingShabbat,
  hebrewDate,
  isSaturday,
  israelToday,
  phoneShabbat,
  plainDateName,
  resolveDate,
  shabbatName,
  spokenShabbat,
  weekday,
} from './coming-shabbat'
