import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { stateSchema, type StoreState } from './state'

/** The snapshot in `file`, or undefined when there is none yet; a file that is not a snapshot stops the boot. */
export function loadStateFile(file: string): StoreState | undefined {
  if (!existsSync(file)) return undefined
  const parsed = stateSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
  if (!parsed.success) {
    const lines = parsed.error.issues.slice(0, 5).map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`STATE_FILE ${file} is not a card stand-in snapshot:\n${lines.join('\n')}`)
  }
  return parsed.data
}

/** Writes the snapshot beside the file and renames it over, so a reader never sees half a file. */
export function saveStateFile(file: string, state: StoreState): void {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, JSON.stringify(state))
  renameSync(temporary, file)
}
