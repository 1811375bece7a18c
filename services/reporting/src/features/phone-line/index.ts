export { isPhoneLineNumber, phoneLineOf } from './phone-line'
export { phoneLineRouter } from './phone-line.routes'
