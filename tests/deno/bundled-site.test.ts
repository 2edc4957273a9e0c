import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { functionSources } from '../../scripts/deploy-check/bundle/function-config.ts'
import { type StagedBundle, stageBundle } from '../../scripts/deploy-check/bundle/stage.ts'
import {
  CERTIFICATE_HOLDERS,
  checkCertificate,
  type IssuedLicence,
  issueLicences,
} from '../../scripts/deploy-check/certificates.ts'
import { firstAnswer, serveBundle, stopServed } from '../../scripts/deploy-check/deno-process.ts'
import { createScratchDatabase } from '../helpers/database.ts'
import { startTestPlatform, type TestPlatform } from '../integration/helpers/platform.ts'
import { root } from './helpers/serve.ts'

// The site function as `supabase functions deploy` ships it (deploy:check's bundle), booted under
// Deno with read access to its own folder only, prints certificates for a CJK and an Arabic holder:
// the Arabic font from its static files, the CJK chunk from the fonts bucket, HarfBuzz's
// WebAssembly from its npm package inside the bundle. Taken out of the bundle, each is missed.

const serverUrl = process.env.TEST_DATABASE_URL

describe('the site function bundled as the Supabase CLI ships it', () => {
  let platform: TestPlatform
  let database: Awaited<ReturnType<typeof createScratchDatabase>> | undefined
  let bundle: StagedBundle
  let licences: IssuedLicence[]
  const out: string[] = []

  beforeAll(async () => {
    database = serverUrl ? await createScratchDatabase(serverUrl, 'bundle') : undefined
    platform = await startTestPlatform(database ? { databaseUrl: database.url } : {})
    licences = await issueLicences(platform)
  }, 180_000)
  afterAll(async () => {
    await platform?.stop()
    await database?.drop()
    for (const dir of out) await rm(dir, { recursive: true, force: true })
  })

  const stageSite = async () => {
    const config = await readFile(join(root, 'supabase/config.toml'), 'utf8')
    const site = functionSources(config).find((source) => source.name === 'site')!
    const dir = await mkdtemp(join(tmpdir(), 'bundled-site-'))
    out.push(dir)
    return stageBundle(root, site, join(dir, 'site'))
  }
  /** Boots the bundle and fetches every certificate from it. */
  const certificates = async (staged: StagedBundle) => {
    const served = await serveBundle(staged, platform.platform.functionVariables)
    try {
      await firstAnswer(served, { method: 'POST', path: 'site/jobs/deliver-emails' })
      const rows = []
      for (const licence of licences) rows.push(await checkCertificate(served.url, licence))
      return rows
    } finally {
      await stopServed(served)
    }
  }

  it('prints both holders from the bundle alone', async () => {
    bundle = await stageSite()
    expect(bundle.unmounted).toEqual([])
    expect(bundle.staticFiles).toContain(
      'supabase/functions/site/fonts/noto-sans-arabic-arabic-400-normal.woff',
    )
    const rows = await certificates(bundle)
    expect(rows.map((row) => [row.check, row.ok])).toEqual(
      CERTIFICATE_HOLDERS.map(({ script, name }) => [`certificate ${script} ${name}`, true]),
    )
  }, 120_000)

  it('fails the Arabic holder without the Arabic font among the static files', async () => {
    const staged = await stageSite()
    await rm(
      join(staged.dir, 'supabase/functions/site/fonts/noto-sans-arabic-arabic-400-normal.woff'),
    )
    const rows = await certificates(staged)
    expect(rows.map((row) => row.ok)).toEqual([true, false])
  }, 120_000)

  it("fails both without HarfBuzz's WebAssembly in the bundle", async () => {
    const staged = await stageSite()
    await rm(join(staged.dir, 'node_modules/harfbuzzjs/dist/harfbuzz.wasm'))
    const rows = await certificates(staged)
    expect(rows.map((row) => row.ok)).toEqual([false, false])
  }, 120_000)
})
