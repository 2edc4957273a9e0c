import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'

// The code's boundaries, derived from its folders rather than listed one by one, so that a new
// web feature or a new edge function is covered the day it is created:
// - a web feature (web/src/features/<name>) imports only itself and shared code (components, lib,
//   stores, hooks, config, the contract), never another feature nor the app that composes them;
// - shared web code imports no feature and not the app;
// - the edge functions (functions/<name>, but _shared) never import one another;
// - product code (web/ and functions/, but tests and `testing/` folders) never imports platform/
//   or tests/;
// - the web reaches the functions' code only through the contract (`@contract/…`).

/** A module's imports as written: `import … from`, `export … from`, `import()`, bare `import`. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s*)['"]([^'"]+)['"]/gm

export type Violation = { file: string; imports: string; rule: string }

const isTestCode = (file: string) =>
  /\.test\.tsx?$/.test(file) || /(^|\/)testing\//.test(file) || file.startsWith('tests/')

/** Where an import points, as a repository path (`web/src/…`, `functions/…`), or null for a package. */
function resolveImport(root: string, file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return `web/src/${specifier.slice(2)}`
  if (specifier.startsWith('@contract/')) return `functions/_shared/contract/${specifier.slice(10)}`
  if (!specifier.startsWith('.')) return null
  return relative(root, normalize(join(root, dirname(file), specifier)))
}

const featureOf = (path: string) => /^web\/src\/features\/([^/]+)\//.exec(path)?.[1] ?? null
const functionOf = (path: string) => {
  const name = /^functions\/([^/]+)\//.exec(path)?.[1]
  return name && name !== '_shared' ? name : null
}
const WEB_SHARED = /^web\/src\/(components|lib|stores|hooks|config)\//

/** Every rule broken by one import of `file`. */
export function importViolations(file: string, target: string, specifier: string): Violation[] {
  const found: Violation[] = []
  const broke = (rule: string) => found.push({ file, imports: specifier, rule })
  const from = featureOf(file)
  const to = featureOf(target)
  if (from && to && from !== to)
    broke(
      'a web feature imports another feature: move what both need to components/, lib/ or stores/, or compose them in app/',
    )
  // Its tests may compose it with the app's layout, as the app does.
  if (from && target.startsWith('web/src/app/') && !isTestCode(file)) {
    broke('a web feature imports the app: the app composes features')
  }
  if (WEB_SHARED.test(file) && (to || target.startsWith('web/src/app/'))) {
    broke('shared web code imports a feature or the app')
  }
  const fromFunction = functionOf(file)
  const toFunction = functionOf(target)
  if (fromFunction && toFunction && fromFunction !== toFunction) {
    broke('an edge function imports another')
  }
  const product = /^(web|functions)\//.test(file) && !isTestCode(file)
  if (product && /^(platform|tests)\//.test(target)) {
    broke('product code imports the platform or the tests')
  }
  if (
    file.startsWith('web/') &&
    target.startsWith('functions/') &&
    !target.startsWith('functions/_shared/contract/')
  ) {
    broke("the web reaches the functions' code other than through the contract")
  }
  return found
}

/** The TypeScript modules under `folders` (repository paths), but node_modules and builds. */
export function sourceFiles(root: string, folders: string[]): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
      const path = `${folder}/${entry.name}`
      if (entry.isDirectory()) {
        return /^(node_modules|dist|dist-server|\.data)$/.test(entry.name) ? [] : walk(path)
      }
      return /\.tsx?$/.test(entry.name) ? [path] : []
    })
  return folders.flatMap(walk)
}

/** Every broken boundary in `files`. */
export function boundaryViolations(root: string, files: string[]): Violation[] {
  return files.flatMap((file) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(IMPORT)].flatMap(([, specifier = '']) => {
      const target = resolveImport(root, file, specifier)
      return target ? importViolations(file, target, specifier) : []
    }),
  )
}
