export { sendBillingMail } from './billing-mail'
export { noticeExpiringCards } from './card-expiry-notices'
export { noticeLapsingAccounts } from './lapsing-notices'
export {
  cardExpiringText,
  cancelledText,
  paymentSettledText,
  priceChangedText,
  receiptText,
  renewalDeclinedText,
  retryReminderText,
  shortDate,
} from './billing-mail-texts'
