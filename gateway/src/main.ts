import { createLogger, serve, serveMetrics } from '@seats/kit'
import { createGateway } from './app'
import { loadGatewayEnv } from './env'

const env = loadGatewayEnv()
const log = createLogger('gateway', env.LOG_LEVEL)
const gateway = createGateway(env, log)
await gateway.start()
// Metrics on a port of their own: the public one never answers /metrics.
const metricsServer = env.METRICS_PORT
  ? await serveMetrics(gateway.metrics, env.METRICS_PORT, log, env.METRICS_HOST)
  : null
await serve({
  app: gateway.app,
  port: env.PORT,
  log,
  closers: [gateway.close, async () => void metricsServer?.close()],
  shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  onServer: (server) => server.on('upgrade', gateway.upgrade),
})
// Open WebSockets would hold the shutdown for its whole timeout; their clients reconnect elsewhere.
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void gateway.close())
