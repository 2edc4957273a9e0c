import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadApiKeys } from './api-keys.ts'

describe('loadApiKeys', () => {
  let dir: string | undefined
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('generates Resend’s webhook secret in Svix’s format and keeps it across starts', async () => {
    dir = await mkdtemp(join(tmpdir(), 'api-keys-'))
    const first = await loadApiKeys(dir)
    expect(first.resend_webhook_secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/)
    expect(await loadApiKeys(dir)).toEqual(first)
  })

  it('adds the webhook secret to a data folder from before it, keeping the other keys', async () => {
    dir = await mkdtemp(join(tmpdir(), 'api-keys-'))
    const earlier = {
      publishable_key: 'sb_publishable_old',
      secret_key: 'sb_secret_old',
      stripe_secret_key: 'sk_test_old',
      stripe_webhook_secret: 'whsec_old',
      resend_api_key: 're_old',
    }
    await writeFile(join(dir, 'api-keys.json'), JSON.stringify(earlier))
    const keys = await loadApiKeys(dir)
    expect(keys).toMatchObject(earlier)
    expect(keys.resend_webhook_secret).toMatch(/^whsec_/)
    expect(JSON.parse(await readFile(join(dir, 'api-keys.json'), 'utf8'))).toEqual(keys)
  })
})
