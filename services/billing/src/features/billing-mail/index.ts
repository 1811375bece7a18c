export { sendBillingMail } from './billing-mail'
export { cancelledText, receiptText, renewalDeclinedText, shortDate } from './billing-mail-texts'
