export { authRouter } from './auth.routes'
export { createAuthService } from './auth.service'
