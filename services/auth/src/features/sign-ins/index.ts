export { clientOf } from './sign-in-client'
export { signInsRepo } from './sign-ins.repo'
export type { SignInClient, SignInMethod, SignInsRepo } from './sign-ins.repo'
