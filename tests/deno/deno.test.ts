import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { mp3Waveform } from '../../functions/_shared/audio/mp3-waveform.ts'
import { encodeMp3 } from '../../platform/seed/media/mp3.ts'
import { renderTrack } from '../../platform/seed/media/synth.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const FUNCTIONS = ['site', 'admin', 'stripe-webhook', 'resend-webhook']

describe('the edge functions on Deno', () => {
  it('pin in functions/deno.json exactly the versions package.json pins', async () => {
    const pkg = JSON.parse(await readFile(`${root}/package.json`, 'utf8'))
    const deno = JSON.parse(await readFile(`${root}/functions/deno.json`, 'utf8'))
    const drift: string[] = []
    for (const [name, target] of Object.entries<string>(deno.imports)) {
      const match = /^npm:\/?(@?[^@]+)@([^/]+)\/?$/.exec(target)
      if (!match) throw new Error(`Unexpected import map entry ${name}: ${target}`)
      const [, pkgName, range] = match
      if (pkg.dependencies[pkgName!] !== range) {
        drift.push(`${pkgName}: deno.json ${range}, package.json ${pkg.dependencies[pkgName!]}`)
      }
    }
    expect(drift).toEqual([])
  })

  it('are each named in supabase/config.toml with their entry and import map', async () => {
    const config = await readFile(`${root}/supabase/config.toml`, 'utf8')
    for (const name of FUNCTIONS) {
      const section = new RegExp(`\\[functions\\.${name}\\]\\n([^[]*)`).exec(config)?.[1] ?? ''
      expect(section, name).toContain(`entrypoint = "../functions/${name}/index.ts"`)
      expect(section, name).toContain('import_map = "../functions/deno.json"')
      expect(section, name).toContain('verify_jwt = false')
      await expect(readFile(`${root}/functions/${name}/index.ts`, 'utf8')).resolves.toContain(
        'Deno.serve(',
      )
    }
  })

  it('type-checks every function entry (Deno.serve) under Deno', async () => {
    const entries = FUNCTIONS.map((name) => `${name}/index.ts`)
    const deno = `${root}/node_modules/.bin/deno`
    const run = promisify(execFile)
    const result = await run(deno, ['check', ...entries], {
      cwd: `${root}/functions`,
      env: { ...process.env, NO_COLOR: '1' },
    }).catch((error: { stderr?: string; code?: number }) => error)
    expect('code' in result ? result.stderr : '').toBe('')
  }, 180_000)

  it('renders licence certificates for names in any script under Deno (HarfBuzz WebAssembly)', async () => {
    const names = ['محمد علي', '王小明', 'やまだ', '김민준', 'अर्जुन शर्मा', 'สมชาย ใจดี']
    const run = promisify(execFile)
    const { stdout } = await run(
      `${root}/node_modules/.bin/deno`,
      [
        'run',
        '--allow-read',
        '--config',
        'deno.json',
        '../tests/deno/helpers/render-certificates.ts',
        ...names,
      ],
      { cwd: `${root}/functions`, env: { ...process.env, NO_COLOR: '1' } },
    )
    const results = JSON.parse(stdout) as { name: string; header: string; glyphs: string[] }[]
    expect(results.map((result) => result.name)).toEqual(names)
    for (const { name, header, glyphs } of results) {
      expect(header, name).toBe('%PDF-')
      expect(glyphs.length, name).toBeGreaterThan(0)
      expect(glyphs, name).not.toContain('.notdef')
    }
    // The same joined Arabic forms as on Node.
    expect(results[0]!.glyphs).toContain('uni0645.init')
  }, 180_000)

  it('computes a preview’s waveform under Deno exactly as on Node (mpg123 WebAssembly)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dj-deno-waveform-'))
    try {
      const file = join(dir, 'preview.mp3')
      const mp3 = encodeMp3(renderTrack({ seed: 11, bpm: 126, seconds: 3, style: 'house' }), {
        kbps: 128,
      })
      await writeFile(file, mp3)
      const run = promisify(execFile)
      const { stdout } = await run(
        `${root}/node_modules/.bin/deno`,
        [
          'run',
          '--allow-read',
          '--config',
          'deno.json',
          '../tests/deno/helpers/mp3-waveform.ts',
          file,
        ],
        { cwd: `${root}/functions`, env: { ...process.env, NO_COLOR: '1' } },
      )
      const [onDeno] = JSON.parse(stdout) as unknown[]
      const onNode = await mp3Waveform(mp3)
      expect(onNode?.peaks.length).toBeGreaterThan(600)
      expect(onDeno).toEqual(onNode)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 180_000)
})
