/**
 * A Friday, sustained: many synagogues at once for minutes on the built system, through the gateway.
 * Prints throughput, p50/p99 latency per kind of request, errors (expected 0), the memory growth of every
 * process, and the counts it checked afterwards. Figures, not a test.
 *
 *   pnpm -F @seats/infra bench:soak                         (100 synagogues x 300 worshippers, 200 open maps,
 *                                                            10 minutes)
 *   BENCH_MINUTES=2 BENCH_SYNAGOGUES=20 pnpm -F @seats/infra bench:soak
 *
 * Each synagogue has a map of 300 seats with everyone seated and two open maps (the warden's desktop and
 * phone, socket.io through the gateway). Throughout: worshippers report by phone (whole calls through the
 * phone line's JSON adapter), wardens report for others and move people between seats, and open maps
 * re-read the map and the week's reports. Afterwards: every report is there once, every open map heard each
 * report of its synagogue, and every map still seats each worshipper once.
 * The gateway and the services keep their real limits: each synagogue's warden and open maps come from an
 * address of its own (127.1.x.y), and the phone provider from another, as on a real Friday. Exits non-zero
 * when any request failed or a count is off.
 * Ports: BENCH_GATEWAY_PORT (28380), services from the gateway's + 21.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { io, type Socket } from 'socket.io-client'
import { clientAddress, clientAt } from './support/from-address.js'
import { runBench } from './support/run-bench.js'
import { printTable } from './support/table.js'
import { withBenchSystem } from './support/throwaway-system.js'

const MINUTES = Number(process.env.BENCH_MINUTES ?? 10)
const SYNAGOGUES = Number(process.env.BENCH_SYNAGOGUES ?? 100)
const PER_SYNAGOGUE = Number(process.env.BENCH_PER_SYNAGOGUE ?? 300)
const MAPS_PER_SYNAGOGUE = Number(process.env.BENCH_MAPS_PER_SYNAGOGUE ?? 2)
/** Per second, across every synagogue. */
const RATES = {
  phoneCall: Number(process.env.BENCH_PHONE_CALLS_PER_SEC ?? 4),
  webReport: Number(process.env.BENCH_WEB_REPORTS_PER_SEC ?? 2),
  seatMove: Number(process.env.BENCH_SEAT_MOVES_PER_SEC ?? 3),
  mapRead: Number(process.env.BENCH_MAP_READS_PER_SEC ?? 6),
}
const COLS = 20

interface Synagogue {
  /** The warden's machine: its address, its connections. */
  client: ReturnType<typeof clientAt>
  token: string
  mapId: number
  version: number
  persons: Array<{ id: number; phone: string }>
  /** Where each person sits now (row, col), as this bench moved them. */
  seats: Map<number, { row: number; col: number }>
  /** Persons reported, and the moves in flight (one at a time per synagogue, as one warden). */
  reported: Set<number>
  moving: boolean
  sockets: Socket[]
  heard: Array<Set<number>>
}

type Kind = 'phone call' | 'web report' | 'seat move' | 'map read' | 'reports read'
const latencies = new Map<Kind, number[]>()
const errors = new Map<Kind, string[]>()

async function timed(kind: Kind, work: () => Promise<boolean | string>): Promise<void> {
  const start = performance.now()
  let outcome: boolean | string
  try {
    outcome = await work()
  } catch (err) {
    outcome = (err as Error).message
  }
  const ms = performance.now() - start
  if (!latencies.has(kind)) latencies.set(kind, [])
  latencies.get(kind)?.push(ms)
  if (outcome !== true) {
    if (!errors.has(kind)) errors.set(kind, [])
    errors.get(kind)?.push(String(outcome))
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

/** The resident memory of a process, in MiB (Linux). */
function rssMiB(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return Math.round(Number(kb ?? 0) / 1024)
  } catch {
    return 0
  }
}

async function main(): Promise<void> {
  await withBenchSystem(
    {
      name: 'soak',
      gatewayPort: 28380,
      seed: false,
    },
    async ({ gatewayUrl, started }) => {
      if (!started) throw new Error('the soak starts its own system')
      // The phone provider's servers: one address of their own for every call.
      const provider = clientAt(gatewayUrl, clientAddress(SYNAGOGUES))
      const secret = started.config.secrets.IVR_SECRET
      let shabbat = ''

      console.log(`setting up ${SYNAGOGUES} synagogues x ${PER_SYNAGOGUE} worshippers…`)
      const synagogues: Synagogue[] = []
      let phoneNo = 0
      for (let s = 0; s < SYNAGOGUES; s++) {
        const id = randomBytes(4).toString('hex')
        const client = clientAt(gatewayUrl, clientAddress(s))
        const call = client.call
        const reg = await call<{ accessToken: string }>(null, 'POST', '/api/auth/register', {
          email: `soak-${id}@example.com`,
          password: `Soak-${id}-password`,
          contactName: 'גבאי',
          synagogueName: `בית כנסת ${s + 1}`,
          phone: '0501234567',
        })
        if (reg.status !== 201) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.body)}`)
        const token = reg.body.accessToken
        const rows = Array.from({ length: PER_SYNAGOGUE }, (_, i) => ({
          firstName: `מתפלל${i}`,
          lastName: `קהילה${s}`,
          phone: `058${String(phoneNo++).padStart(7, '0')}`,
        }))
        const created = await call<{ created: Array<{ id: number; phone: string }> }>(
          token,
          'POST',
          '/api/persons/many',
          rows,
        )
        if (created.status !== 201) throw new Error(`persons: ${created.status}`)
        const persons = created.body.created
        const seats = new Map(
          persons.map((p, i) => [p.id, { row: 1 + Math.floor(i / COLS), col: 1 + (i % COLS) }]),
        )
        const rowsNeeded = Math.ceil(PER_SYNAGOGUE / COLS) + 1
        const cells = []
        for (let row = 1; row <= rowsNeeded; row++)
          for (let col = 1; col <= COLS; col++) {
            const person = persons[(row - 1) * COLS + (col - 1)]
            cells.push({ row, col, kind: 'seat', people: person ? [{ id: person.id }] : [] })
          }
        const map = await call<{ id: number; version: number }>(token, 'POST', '/api/maps', {
          name: 'אולם',
          rows: rowsNeeded,
          cols: COLS,
          cells,
        })
        if (map.status !== 201) throw new Error(`map: ${map.status} ${JSON.stringify(map.body)}`)
        synagogues.push({
          client,
          token,
          mapId: map.body.id,
          version: map.body.version,
          persons,
          seats,
          reported: new Set(),
          moving: false,
          sockets: [],
          heard: [],
        })
      }
      const first = synagogues[0] as Synagogue
      const coming = await first.client.call<{ date: string }>(first.token, 'GET', '/api/reports/date/')
      shabbat = coming.body.date
      for (const s of synagogues)
        for (let m = 0; m < MAPS_PER_SYNAGOGUE; m++) {
          const heard = new Set<number>()
          const socket = io(gatewayUrl, {
            auth: { token: s.token },
            transports: ['websocket'],
            // Passed on to the WebSocket in Node: the map's connection leaves from the synagogue's address.
            ...({ localAddress: s.client.localAddress } as object),
          })
          socket.on('createReport', (r: { personId: number }) => heard.add(r.personId))
          await new Promise<void>((resolve, reject) => {
            socket.once('connect', () => resolve())
            socket.once('connect_error', reject)
          })
          s.sockets.push(socket)
          s.heard.push(heard)
        }
      console.log(`${synagogues.length * MAPS_PER_SYNAGOGUE} maps open; driving for ${MINUTES} minutes`)

      const pids = started.pids()
      const memoryBefore = Object.fromEntries(Object.entries(pids).map(([n, pid]) => [n, rssMiB(pid)]))
      const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)] as T
      /** Someone of the synagogue who has not reported yet (each reports once). */
      const unreported = (s: Synagogue) =>
        s.persons.find((p) => !s.reported.has(p.id) && Math.random() < 0.05)

      const actions: Record<keyof typeof RATES, () => Promise<void>> = {
        phoneCall: async () => {
          const s = pick(synagogues)
          const person = unreported(s)
          if (!person) return
          s.reported.add(person.id)
          await timed('phone call', async () => {
            const callId = randomUUID()
            const turn = (digits?: string) =>
              provider.call<{ say: string[] }>(null, 'POST', `/api/ivr/json/${secret}`, {
                callId,
                phone: person.phone,
                ...(digits ? { digits } : {}),
              })
            let last = await turn()
            for (let i = 0; i < 3 && last.status === 200; i++) {
              if (last.body.say.some((l) => l.includes('הדיווח נרשם בהצלחה'))) return true
              last = await turn('1')
            }
            return last.body?.say?.some((l) => l.includes('הדיווח נרשם בהצלחה')) || `HTTP ${last.status}`
          })
        },
        webReport: async () => {
          const s = pick(synagogues)
          const person = unreported(s)
          if (!person) return
          s.reported.add(person.id)
          await timed('web report', async () => {
            const r = await s.client.call(s.token, 'POST', '/api/reports', {
              personId: person.id,
              date: shabbat,
              eventId: null,
            })
            return r.status === 201 || `HTTP ${r.status}`
          })
        },
        seatMove: async () => {
          const s = pick(synagogues.filter((x) => !x.moving))
          if (!s) return
          s.moving = true
          // One worshipper to a free seat (the map keeps a spare row), as a warden drags them.
          const person = pick(s.persons)
          const from = s.seats.get(person.id) as { row: number; col: number }
          const taken = new Set([...s.seats.values()].map((c) => `${c.row}:${c.col}`))
          const grid = Array.from({ length: (Math.ceil(PER_SYNAGOGUE / COLS) + 1) * COLS }, (_, i) => ({
            row: 1 + Math.floor(i / COLS),
            col: 1 + (i % COLS),
          }))
          const to = pick(grid.filter((c) => !taken.has(`${c.row}:${c.col}`)))
          if (!to) {
            s.moving = false
            return
          }
          await timed('seat move', async () => {
            const r = await s.client.call<{ version: number }>(
              s.token,
              'POST',
              `/api/maps/${s.mapId}/seats`,
              {
                version: s.version,
                ops: [{ op: 'move', personId: person.id, from, to }],
              },
            )
            if (r.status !== 200) return `HTTP ${r.status}`
            s.version = r.body.version
            s.seats.set(person.id, to)
            return true
          })
          s.moving = false
        },
        mapRead: async () => {
          const s = pick(synagogues)
          await Promise.all([
            timed('map read', async () => {
              const r = await s.client.call(s.token, 'GET', `/api/maps/${s.mapId}`)
              return r.status === 200 || `HTTP ${r.status}`
            }),
            timed('reports read', async () => {
              const r = await s.client.call(s.token, 'GET', `/api/reports/date/${shabbat}`)
              return r.status === 200 || `HTTP ${r.status}`
            }),
          ])
        },
      }

      const end = Date.now() + MINUTES * 60_000
      const inFlight = new Set<Promise<void>>()
      const drivers = (Object.keys(RATES) as Array<keyof typeof RATES>).map(async (name) => {
        const every = 1000 / RATES[name]
        let next = Date.now()
        while (Date.now() < end) {
          const p = actions[name]().finally(() => inFlight.delete(p))
          inFlight.add(p)
          next += every
          await sleep(Math.max(0, next - Date.now()))
        }
      })
      let peak: Record<string, number> = { ...memoryBefore }
      const sampler = (async () => {
        while (Date.now() < end) {
          await sleep(10_000)
          for (const [n, pid] of Object.entries(started.pids())) peak[n] = Math.max(peak[n] ?? 0, rssMiB(pid))
          const done = [...latencies.values()].reduce((sum, l) => sum + l.length, 0)
          console.log(`${Math.round((end - Date.now()) / 1000)} s left, ${done} requests so far`)
        }
      })()
      await Promise.all([...drivers, sampler])
      await Promise.all(inFlight)
      await sleep(2_000)
      const memoryAfter = Object.fromEntries(
        Object.entries(started.pids()).map(([n, pid]) => [n, rssMiB(pid)]),
      )
      peak = Object.fromEntries(Object.entries(peak).map(([n, v]) => [n, Math.max(v, memoryAfter[n] ?? 0)]))

      // The counts: every report there once and heard by every open map; every map seats each person once.
      let reportsChecked = 0
      let missingReports = 0
      let doubledReports = 0
      let unheard = 0
      let seatingFaults = 0
      for (const s of synagogues) {
        const r = await s.client.call<{ reports: Array<{ personId: number }> }>(
          s.token,
          'GET',
          `/api/reports/date/${shabbat}`,
        )
        const ids = r.body.reports.map((x) => x.personId)
        doubledReports += ids.length - new Set(ids).size
        for (const id of s.reported) {
          reportsChecked++
          if (!ids.includes(id)) missingReports++
          for (const heard of s.heard) if (!heard.has(id)) unheard++
        }
        const map = await s.client.call<{
          cells: Array<{ row: number; col: number; people: Array<{ id: number }> }>
        }>(s.token, 'GET', `/api/maps/${s.mapId}`)
        const seatedAt = new Map<number, string[]>()
        for (const c of map.body.cells)
          for (const p of c.people) seatedAt.set(p.id, [...(seatedAt.get(p.id) ?? []), `${c.row}:${c.col}`])
        for (const p of s.persons) {
          const at = seatedAt.get(p.id) ?? []
          const expected = s.seats.get(p.id) as { row: number; col: number }
          if (at.length !== 1 || at[0] !== `${expected.row}:${expected.col}`) seatingFaults++
        }
        for (const socket of s.sockets) socket.disconnect()
        s.client.close()
      }
      provider.close()

      const seconds = MINUTES * 60
      printTable(
        ['request', 'count', 'per s', 'p50 ms', 'p99 ms', 'max ms', 'errors'],
        [...latencies].map(([kind, l]) => [
          kind,
          String(l.length),
          (l.length / seconds).toFixed(2),
          percentile(l, 50).toFixed(1),
          percentile(l, 99).toFixed(1),
          Math.max(...l).toFixed(1),
          String(errors.get(kind)?.length ?? 0),
        ]),
      )
      for (const [kind, list] of errors) console.log(`${kind} errors (first 5):`, list.slice(0, 5))
      printTable(
        ['process', 'RSS before MiB', 'RSS after MiB', 'peak MiB', 'growth MiB'],
        Object.keys(memoryBefore).map((n) => [
          n,
          String(memoryBefore[n]),
          String(memoryAfter[n] ?? 0),
          String(peak[n] ?? 0),
          String((memoryAfter[n] ?? 0) - (memoryBefore[n] ?? 0)),
        ]),
      )
      const counts = {
        synagogues: SYNAGOGUES,
        worshippers: SYNAGOGUES * PER_SYNAGOGUE,
        openMaps: SYNAGOGUES * MAPS_PER_SYNAGOGUE,
        minutes: MINUTES,
        reportsChecked,
        missingReports,
        doubledReports,
        reportEventsUnheard: unheard,
        seatsChecked: SYNAGOGUES * PER_SYNAGOGUE,
        seatingFaults,
        errors: [...errors.values()].reduce((sum, l) => sum + l.length, 0),
      }
      console.log(JSON.stringify(counts, null, 2))
      const faults = [
        'missingReports',
        'doubledReports',
        'reportEventsUnheard',
        'seatingFaults',
        'errors',
      ] as const
      const wrong: string[] = faults.filter((k) => counts[k] > 0)
      // A soak that checked no report proved nothing.
      if (counts.reportsChecked === 0) wrong.push('no report checked')
      if (wrong.length > 0) throw new Error(`the soak found faults: ${wrong.join(', ')} (counts above)`)
    },
  )
}

runBench(main)
