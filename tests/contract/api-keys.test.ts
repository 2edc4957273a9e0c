import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedDownloadUrl } from '../../functions/_shared/storage.ts'
import { startRestStoragePlatform, type TestPlatform } from './helpers/rest-storage-platform.ts'

// Today's Supabase keys at the gateway, with the official supabase-js and with the requests the
// functions make. The publishable and secret keys are not JWTs: hosted Supabase takes them in the
// `apikey` header, and as `Authorization: Bearer …` only when equal to `apikey` (what supabase-js
// sends before anyone signs in). Docs: API keys → "Known limitations and compatibility
// differences"; Migrating to publishable and secret API keys → "Known limitations".
let platform: TestPlatform
const TRACK = 'keys/one.mp3'

beforeAll(async () => {
  platform = await startRestStoragePlatform()
  const { error } = await platform
    .service()
    .storage.from('tracks')
    .upload(TRACK, new Uint8Array([1, 2, 3]), { contentType: 'audio/mpeg' })
  expect(error).toBeNull()
})

afterAll(async () => {
  await platform?.close()
})

const rest = (path: string, headers: Record<string, string>) =>
  fetch(`${platform.url}/rest/v1/${path}`, { headers })
const sign = (headers: Record<string, string>) =>
  fetch(`${platform.url}/storage/v1/object/sign/tracks/${TRACK}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ expiresIn: 60 }),
  })

describe('the secret key', () => {
  it('works through supabase-js (apikey, and the same key as bearer) as the service role', async () => {
    const service = platform.service()
    const orders = await service.from('orders').select('id', { count: 'exact', head: true })
    expect(orders.error).toBeNull()
    expect(orders.count).toBe(0)
    const signed = await service.storage.from('tracks').createSignedUrl(TRACK, 60)
    expect(signed.error).toBeNull()
    expect((await fetch(signed.data!.signedUrl)).status).toBe(200)
  })

  it('works in the apikey header alone, as the functions send it', async () => {
    expect((await rest('orders?select=id', { apikey: platform.keys.secret_key })).status).toBe(200)
    const url = await createSignedDownloadUrl(
      {
        SUPABASE_URL: platform.url,
        SUPABASE_SECRET_KEYS: { default: platform.keys.secret_key },
      },
      { bucket: 'tracks', path: TRACK, expiresInSeconds: 60, downloadName: 'One.mp3' },
    )
    const download = await fetch(url)
    expect(download.status).toBe(200)
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]))
  })

  it('is refused as a bearer token behind the publishable key', async () => {
    const headers = {
      apikey: platform.keys.publishable_key,
      Authorization: `Bearer ${platform.keys.secret_key}`,
    }
    const orders = await rest('orders?select=id', headers)
    expect(orders.status).toBe(401)
    const signing = await sign(headers)
    expect(signing.ok).toBe(false)
    expect(await signing.json()).not.toHaveProperty('signedURL')
  })

  it('is refused as a bearer token without an apikey', async () => {
    const headers = { Authorization: `Bearer ${platform.keys.secret_key}` }
    const orders = await rest('orders?select=id', headers)
    expect(orders.status).toBe(401)
    expect(await orders.json()).toMatchObject({ message: 'No API key found in request' })
    expect((await sign(headers)).status).toBe(401)
  })
})

describe('the publishable key', () => {
  it('runs as anon through supabase-js: no orders, no signing of private files', async () => {
    const anon = platform.anon()
    const orders = await anon.from('orders').select('id')
    expect(orders.error).not.toBeNull()
    const signed = await anon.storage.from('tracks').createSignedUrl(TRACK, 60)
    expect(signed.error).not.toBeNull()
  })

  it('does not raise a secret apikey to a different role when sent as bearer', async () => {
    const headers = {
      apikey: platform.keys.secret_key,
      Authorization: `Bearer ${platform.keys.publishable_key}`,
    }
    expect((await rest('orders?select=id', headers)).status).toBe(401)
    expect((await sign(headers)).ok).toBe(false)
  })
})
