import { defineConfig } from 'tsup'
import { nodeServiceBundle } from '@seats/kit/build'

export default defineConfig(nodeServiceBundle({ entry: { main: 'src/main.ts', cli: 'src/cli.ts' } }))
