import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { builtinModules } from 'node:module'
import { dirname, join, posix, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type Plugin } from 'esbuild'
import type { FunctionSource } from './function-config.ts'
import { readImportMap, walkImportPaths } from './import-walk.ts'
import { dockerMounts, globStaticFiles } from './static-files.ts'

// A function built as the Supabase CLI ships it, in a folder of its own: what the CLI takes from
// the project (the import graph it walks and the `static_files` it can see) and nothing else, laid
// out at the same paths from the project root, as the eszip keeps them.
//
// The CLI has edge-runtime pack the module graph into an eszip; here esbuild packs the same graph
// into one module (`deno bundle` would first download its own esbuild, which an offline machine
// cannot). Two things keep that module true to the eszip: each of our modules keeps its own
// `import.meta.url`, so a file read beside a module is looked for where the eszip has it; and an
// npm package's own files other than code (HarfBuzz's `.wasm`) sit under `node_modules/`, where
// edge-runtime's npm virtual file system serves them (crates/deno_facade/eszip/vfs.rs adds each
// package's folder). Nothing under the project's folder is readable from the result.

export type StagedBundle = {
  /** The bundle's folder: the only one Deno may read from when it runs it. */
  dir: string
  /** The module to run, inside `dir`. */
  entry: string
  bytes: number
  gzipBytes: number
  /** Project files the CLI takes: the import map and the walked modules. */
  modules: string[]
  /** The static files in the bundle. */
  staticFiles: string[]
  staticBytes: number
  /** Files of npm packages other than code, as the eszip's npm file system carries them. */
  packageFiles: number
  /** Static files the patterns match that the CLI's Docker bundler never sees. */
  unmounted: string[]
  /** Patterns that match no file. */
  unmatched: string[]
  /** Modules esbuild (Deno's module graph) needs that the CLI's walk never reaches. */
  unwalked: string[]
  /** Every project file in the module graph (for the variables they read). */
  inputs: string[]
}

export async function stageBundle(
  root: string,
  source: FunctionSource,
  dir: string,
): Promise<StagedBundle> {
  const importMap = source.importMap ? await readImportMap(root, source.importMap) : { imports: {} }
  const walked = await walkImportPaths(root, source.entrypoint, importMap)
  const modules = source.importMap ? [source.importMap, ...walked] : walked
  const mounted = new Set(modules)
  const globbed = await globStaticFiles(root, source.staticFiles)
  const staticFiles = globbed.files.filter((file) => dockerMounts(file, mounted))

  const entry = join(dir, source.entrypoint.replace(/\.[cm]?[jt]sx?$/, '.js'))
  const result = await build({
    entryPoints: [join(root, source.entrypoint)],
    bundle: true,
    write: false,
    format: 'esm',
    // Deno resolves npm packages with the `deno` and `node` conditions.
    platform: 'node',
    conditions: ['deno'],
    metafile: true,
    logLevel: 'error',
    absWorkingDir: root,
    outfile: entry,
    // CommonJS packages inlined into an ES module still call `require` for Node's builtins.
    banner: {
      js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
    },
    plugins: [nodeBuiltins, ownModuleUrls(root, entry, dir)],
  })
  const output = result.outputFiles[0]!.contents
  await mkdir(dirname(entry), { recursive: true })
  await writeFile(entry, output)

  let staticBytes = 0
  for (const file of staticFiles) {
    await mkdir(dirname(join(dir, file)), { recursive: true })
    await copyFile(join(root, file), join(dir, file))
    staticBytes += (await readFile(join(root, file))).byteLength
  }
  const inputs = Object.keys(result.metafile.inputs)
  const packages = new Set(inputs.map(packageFolder).filter((folder) => folder !== undefined))
  let packageFiles = 0
  for (const folder of packages) packageFiles += await copyPackageAssets(root, folder, dir)

  const local = inputs.filter((input) => packageFolder(input) === undefined)
  return {
    dir,
    entry,
    bytes: output.byteLength,
    gzipBytes: gzipSync(output, { level: 9 }).byteLength,
    modules,
    staticFiles,
    staticBytes,
    packageFiles,
    unmounted: globbed.files.filter((file) => !staticFiles.includes(file)),
    unmatched: globbed.unmatched,
    unwalked: local.filter((input) => !mounted.has(input)),
    inputs: local,
  }
}

/** Node's builtins as Deno takes them: with the `node:` prefix. */
const nodeBuiltins: Plugin = {
  name: 'node-builtins',
  setup(build) {
    build.onResolve({ filter: /^(node:)?[a-z_]+(\/[a-z_]+)?$/ }, ({ path }) => {
      const name = path.replace(/^node:/, '')
      return builtinModules.includes(name) ? { path: `node:${name}`, external: true } : undefined
    })
  },
}

/**
 * Each module's `import.meta.url` as the eszip gives it: its own path inside the bundle's folder
 * (an npm package's, under `node_modules/`), written relative to the bundle so the folder can move.
 */
function ownModuleUrls(root: string, entry: string, dir: string): Plugin {
  return {
    name: 'own-module-urls',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async ({ path }) => {
        const text = await readFile(path, 'utf8')
        if (!text.includes('import.meta.url')) return undefined
        const inBundle = join(dir, relative(root, path))
        const own = posix.normalize(relative(dirname(entry), inBundle).split('\\').join('/'))
        const url = `new URL(${JSON.stringify(own.startsWith('.') ? own : `./${own}`)}, import.meta.url).href`
        const loader = /\.tsx$/.test(path) ? 'tsx' : /\.[cm]?ts$/.test(path) ? 'ts' : 'js'
        return { contents: text.replaceAll('import.meta.url', url), loader }
      })
    },
  }
}

/** `node_modules/pkg` or `node_modules/@scope/pkg` of an esbuild input, if it is in one. */
function packageFolder(input: string): string | undefined {
  return /^(?:.*\/)?node_modules\/(?:@[^/]+\/)?[^/]+/.exec(input)?.[0]
}

const CODE = /\.(?:[cm]?[jt]sx?|d\.[cm]?ts|map|md)$/i

/** Copies a package's files that are not code (the code is in the bundle); returns how many. */
async function copyPackageAssets(root: string, folder: string, dir: string): Promise<number> {
  let count = 0
  const entries = await readdir(join(root, folder), { withFileTypes: true })
  for (const entry of entries) {
    const path = posix.join(folder, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') count += await copyPackageAssets(root, path, dir)
    } else if (entry.isFile() && !CODE.test(entry.name)) {
      await mkdir(dirname(join(dir, path)), { recursive: true })
      await copyFile(join(root, path), join(dir, path))
      count++
    }
  }
  return count
}
