import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstAnswer, serveBundle, stopServed } from '../deno-process.ts'
import { functionSources } from './function-config.ts'
import { readImportMap, walkImportPaths } from './import-walk.ts'
import { stageBundle } from './stage.ts'
import { dockerMounts, globStaticFiles } from './static-files.ts'

// The Supabase CLI's packaging as deploy:check repeats it: what it takes from a project (its
// import walk, static_files and what its Docker bundler mounts), and a bundle that, booted under
// Deno, reads its files from itself and nothing from the project.

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))

describe("supabase/config.toml's functions", () => {
  it('resolves entrypoints, the import map and static_files from supabase/, as the CLI does', async () => {
    const sources = functionSources(await readFile(join(ROOT, 'supabase/config.toml'), 'utf8'))
    expect(sources.map((source) => source.name)).toEqual([
      'site',
      'admin',
      'stripe-webhook',
      'resend-webhook',
      'render',
    ])
    expect(sources[0]).toEqual({
      name: 'site',
      entrypoint: 'functions/site/index.ts',
      importMap: 'functions/deno.json',
      staticFiles: [
        'supabase/functions/site/fonts/*.woff',
        'supabase/functions/site/fonts/manifest.json',
      ],
    })
    expect(sources[1]!.staticFiles).toEqual([])
  })

  it("ships the site's fonts where the CLI's Docker bundler sees them", async () => {
    const site = functionSources(await readFile(join(ROOT, 'supabase/config.toml'), 'utf8'))[0]!
    const { files, unmatched } = await globStaticFiles(ROOT, site.staticFiles)
    expect(unmatched).toEqual([])
    expect(files).toContain('supabase/functions/site/fonts/noto-sans-arabic-arabic-400-normal.woff')
    expect(files.filter((file) => !dockerMounts(file, new Set()))).toEqual([])
  })
})

describe("the CLI's import walk", () => {
  let project: string
  beforeAll(async () => {
    project = await mkdtemp(join(tmpdir(), 'cli-walk-'))
    await files(project, {
      'functions/deno.json': JSON.stringify({
        imports: { hono: 'npm:hono@4', '#shared/': './_shared/' },
      }),
      'functions/fn/index.ts': [
        "import { Hono } from 'hono'",
        "import { a } from './a.ts'",
        "import type { T } from '../_shared/types.ts'",
        "export { b } from './b.ts'",
        "import { c } from '#shared/c.ts'",
        "const lazy = () => import('./lazy.ts')",
        "const named = './dynamic.ts'; const late = () => import(named)",
        "import './no-extension'",
        "import x from 'npm:zod@4'",
        "export const template = new URL('./template.html', import.meta.url)",
      ].join('\n'),
      'functions/fn/a.ts': "import { d } from './nested/d.ts'\nexport const a = d",
      'functions/fn/b.ts': 'export const b = 1',
      'functions/fn/template.html': '<p></p>',
      'functions/fn/lazy.ts': 'export const lazy = 1',
      'functions/fn/dynamic.ts': 'export const dynamic = 1',
      'functions/fn/nested/d.ts': 'export const d = 1',
      'functions/_shared/types.ts': 'export type T = 1',
      'functions/_shared/c.ts': 'export const c = 1',
    })
  })
  afterAll(() => rm(project, { recursive: true, force: true }))

  it('follows relative, type, re-export, mapped and literal dynamic imports, and nothing else', async () => {
    const walked = await walkImportPaths(
      project,
      'functions/fn/index.ts',
      await readImportMap(project, 'functions/deno.json'),
    )
    expect(walked.sort()).toEqual([
      'functions/_shared/c.ts',
      'functions/_shared/types.ts',
      'functions/fn/a.ts',
      'functions/fn/b.ts',
      'functions/fn/index.ts',
      'functions/fn/lazy.ts',
      'functions/fn/nested/d.ts',
      // Not an import, but the CLI's pattern reads an exported `new URL('./…')` as one.
      'functions/fn/template.html',
    ])
    // A computed import is not followed: such a module would be missing from the deployed bundle.
    expect(walked).not.toContain('functions/fn/dynamic.ts')
  })
})

describe('a staged bundle under Deno', () => {
  let project: string
  let out: string
  beforeAll(async () => {
    project = await mkdtemp(join(tmpdir(), 'cli-stage-'))
    out = await mkdtemp(join(tmpdir(), 'cli-stage-out-'))
    await files(project, {
      'functions/deno.json': JSON.stringify({ imports: {} }),
      'functions/fn/index.ts': [
        "import { readFile } from 'node:fs/promises'",
        "import { shipped, beside } from './lib/files.ts'",
        'Deno.serve(async (request) => {',
        "  const which = new URL(request.url).searchParams.get('file')",
        "  const url = which === 'shipped' ? shipped : which === 'beside' ? beside : Deno.env.get('PROJECT_FILE')!",
        '  try {',
        "    return new Response(await readFile(url, 'utf8'))",
        '  } catch (error) {',
        '    return new Response(String(error), { status: 500 })',
        '  }',
        '})',
      ].join('\n'),
      'functions/fn/lib/files.ts': [
        // Not `export const … = new URL('./beside.txt', …)`: the CLI's pattern would take that
        // line for an import and mount the file (see the walk's test).
        "const shipped = new URL('../../../supabase/functions/fn/data.txt', import.meta.url)",
        "const beside = new URL('./beside.txt', import.meta.url)",
        'export { beside, shipped }',
      ].join('\n'),
      'functions/fn/lib/beside.txt': 'beside the code',
      'supabase/functions/fn/data.txt': 'shipped',
    })
  })
  afterAll(async () => {
    await rm(project, { recursive: true, force: true })
    await rm(out, { recursive: true, force: true })
  })

  it('reads the static files the CLI ships, from its own folder, and no file of the project', async () => {
    const bundle = await stageBundle(
      project,
      {
        name: 'fn',
        entrypoint: 'functions/fn/index.ts',
        importMap: 'functions/deno.json',
        staticFiles: ['supabase/functions/fn/*.txt', 'functions/fn/lib/*.txt', 'nowhere/*.txt'],
      },
      out,
    )
    expect(bundle.staticFiles).toEqual(['supabase/functions/fn/data.txt'])
    // Beside the code, outside supabase/functions: the Docker bundler never sees it.
    expect(bundle.unmounted).toEqual(['functions/fn/lib/beside.txt'])
    expect(bundle.unmatched).toEqual(['nowhere/*.txt'])
    expect(bundle.unwalked).toEqual([])

    const served = await serveBundle(bundle, {
      PROJECT_FILE: join(project, 'functions/fn/lib/beside.txt'),
    })
    try {
      await firstAnswer(served, { method: 'GET', path: '?file=shipped' })
      const shipped = await fetch(`${served.url}/?file=shipped`)
      expect(await shipped.text()).toBe('shipped')
      // Left out of the bundle, and the project's own copy is out of reach.
      const beside = await fetch(`${served.url}/?file=beside`)
      expect(beside.status).toBe(500)
      expect(await beside.text()).toMatch(/ENOENT/)
      const fromProject = await fetch(`${served.url}/?file=project`)
      expect(fromProject.status).toBe(500)
      expect(await fromProject.text()).toMatch(/NotCapable|PermissionDenied|read access/)
    } finally {
      await stopServed(served)
    }
  }, 60_000)
})

async function files(root: string, contents: Record<string, string>) {
  for (const [path, text] of Object.entries(contents)) {
    await mkdir(dirname(join(root, path)), { recursive: true })
    await writeFile(join(root, path), text)
  }
}
