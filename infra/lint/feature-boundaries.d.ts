import type { Linter } from 'eslint'

export function featureBoundaries(options: { root: string; featureRoots: string[] }): Linter.Config[]
