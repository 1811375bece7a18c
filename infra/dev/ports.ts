import net from 'node:net'

/** True when nothing listens on the port (services bind 0.0.0.0, so that is what is tried). */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen({ port, host: '0.0.0.0', exclusive: true }, () => server.close(() => resolve(true)))
  })
}

/** A readiness probe on a taken port would be answered by the wrong process: refuse to start instead. */
export async function assertPortsFree(ports: Record<string, number>): Promise<void> {
  const taken: string[] = []
  for (const [name, port] of Object.entries(ports))
    if (!(await portIsFree(port))) taken.push(`${port} (${name})`)
  if (taken.length) {
    throw new Error(
      `port(s) already in use: ${taken.join(', ')}. Is the system already running? Stop it, or free those ports.`,
    )
  }
}
