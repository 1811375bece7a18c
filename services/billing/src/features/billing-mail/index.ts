export { sendBillingMail } from './billing-mail'
export { noticeExpiringCards } from './card-expiry-notices'
export { noticeLapsingAccounts } from './lapsing-notices'
export {
  cardExpiringText,
  cancelledText,
  priceChangedText,
  receiptText,
  renewalDeclinedText,
  shortDate,
} from './billing-mail-texts'
