import { federation } from '@module-federation/vite'
import { remoteDevServer, remoteFederation, sdkEntries } from '@seats/sdk/federation'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig(({ command }) => ({
  // Built with relative URLs so the same artifact works wherever it is served (/remotes/admin/ or elsewhere).
  base: command === 'build' ? './' : '/',
  plugins: [react(), federation(remoteFederation('admin', command))],
  server: remoteDevServer('admin'),
  optimizeDeps: { exclude: [...sdkEntries] },
  build: { target: 'esnext' },
}))
