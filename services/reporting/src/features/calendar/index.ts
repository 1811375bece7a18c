export {
  ISRAEL_TZ,
  addDays,
  comingShabbat,
  eveName,
  hebrewDate,
  isSaturday,
  israelToday,
  phoneShabbat,
  plainDateName,
  resolveDate,
  shabbatName,
  spokenShabbat,
  weekday,
  yomTovName,
} from './coming-shabbat'
export {
  OFFERED_SHABBATOT,
  isReportableDay,
  lastOfferedDay,
  offeredDays,
  type OfferedDay,
} from './offered-days'
export { checkedDate } from './date-check'
