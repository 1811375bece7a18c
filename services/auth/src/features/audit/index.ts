export { PASSWORD_CHANGE, auditRepo, userChanges } from './audit.repo'
