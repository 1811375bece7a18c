/** Runs a bench's main; on failure prints why and exits non-zero. */
export function runBench(main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err)
    process.exit(1)
  })
}
