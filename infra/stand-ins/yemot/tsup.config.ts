import { defineConfig } from 'tsup'
import { nodeServiceBundle } from '@seats/kit/build'

export default defineConfig(nodeServiceBundle({ entry: ['src/main.ts'] }))
