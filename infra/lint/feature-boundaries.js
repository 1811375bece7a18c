// Feature folders meet only through each other's index.ts, and never both ways: the lint rules that say so.
import fs from 'node:fs'
import path from 'node:path'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'

/** Expands a folder pattern whose segments may hold `*` for any letters ('services/*\/src/features', 'mfe-*\/src/features'). */
function expandFolders(root, pattern) {
  let found = [root]
  for (const segment of pattern.split('/')) {
    found = found.flatMap((dir) => {
      if (!segment.includes('*')) {
        return fs.existsSync(path.join(dir, segment)) ? [path.join(dir, segment)] : []
      }
      if (!fs.existsSync(dir)) return []
      const matches = new RegExp(`^${segment.split('*').map(escapeRegExp).join('[^/]*')}$`)
      return fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory() && e.name !== 'node_modules' && matches.test(e.name))
        .map((e) => path.join(dir, e.name))
    })
  }
  return found
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** One zone per feature: from inside it, another feature is reachable only through that feature's index. */
function featureZones(root, featureRoots) {
  return featureRoots
    .flatMap((pattern) => expandFolders(root, pattern))
    .flatMap((featuresDir) =>
      fs
        .readdirSync(featuresDir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => {
          const feature = path.join(featuresDir, e.name)
          return {
            target: feature,
            from: `${featuresDir}/*/**`,
            except: [`${feature}/**`, `${featuresDir}/*/index.{ts,tsx}`],
            message: 'Import another feature through its index.ts (what it lacks goes in that index).',
          }
        }),
    )
}

/**
 * The rules for the feature folders under `featureRoots` (folder patterns relative to `root`), e.g.
 * ['services/*\/src/features']; the remotes can pass 'mfe-*\/src/features' the same way.
 */
export function featureBoundaries({ root, featureRoots }) {
  return [
    {
      files: featureRoots.map((pattern) => `${pattern}/**/*.{ts,tsx}`),
      plugins: { 'import-x': importX },
      settings: {
        'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
        'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      },
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          { basePath: root, zones: featureZones(root, featureRoots) },
        ],
        // Through the indexes a two-way pair of features is a module cycle; type-only imports are no cycle.
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
  ]
}
