export { RemoteCrashPanel as default } from '@seats/sdk'
