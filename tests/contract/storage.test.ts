import { createHash, randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  startRestStoragePlatform,
  type TestPlatform,
  type TestUser,
} from './helpers/rest-storage-platform.ts'

// The official supabase-js (storage-js) against the platform's /storage/v1: every call the
// product makes, and the refusals Storage answers with `{ statusCode, code, error, message }`.
let platform: TestPlatform
let admin: TestUser
let member: TestUser

const TRACK = 'albums/first/night-drive.mp3'
const trackBytes = bytes(1000, 7)

function bytes(length: number, seed: number): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(length)
  for (let index = 0; index < length; index++) data[index] = (index * 31 + seed) % 256
  return data
}

async function responseBytes(response: Response): Promise<Uint8Array> {
  return new Uint8Array(await response.arrayBuffer())
}

/** Storage answers client errors with HTTP 400 and the real status in `statusCode`. */
async function expectStorageError(response: Response, statusCode: string, code: string) {
  expect(response.status).toBe(400)
  const body = await response.json()
  expect(body).toMatchObject({ statusCode, code })
  return body as { message: string }
}

beforeAll(async () => {
  platform = await startRestStoragePlatform()
  admin = await platform.user({ admin: true })
  member = await platform.user()
  const { error } = await admin.client.storage
    .from('tracks')
    .upload(TRACK, trackBytes, { contentType: 'audio/mpeg', cacheControl: '120' })
  expect(error).toBeNull()
})

afterAll(async () => {
  await platform?.close()
})

describe('uploads and signed download URLs', () => {
  it('stores an admin’s upload and serves it through a signed URL without apikey', async () => {
    const tracks = admin.client.storage.from('tracks')
    const signed = await tracks.createSignedUrl(TRACK, 60)
    expect(signed.error).toBeNull()
    const name = encodeURIComponent('Night Drive – Été.mp3')
    const response = await fetch(`${signed.data!.signedUrl}&download=${name}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('audio/mpeg')
    expect(response.headers.get('content-length')).toBe('1000')
    expect(response.headers.get('accept-ranges')).toBe('bytes')
    expect(response.headers.get('etag')).toBe(
      `"${createHash('md5').update(trackBytes).digest('hex')}"`,
    )
    expect(response.headers.get('last-modified')).toMatch(/GMT$/)
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Night Drive _ _t_.mp3"; filename*=UTF-8''Night%20Drive%20%E2%80%93%20%C3%89t%C3%A9.mp3`,
    )
    expect(await responseBytes(response)).toEqual(trackBytes)
  })

  it('names the attachment after the object for download=true, and omits it otherwise', async () => {
    const tracks = admin.client.storage.from('tracks')
    const named = await tracks.createSignedUrl(TRACK, 60, { download: true })
    const attachment = await fetch(named.data!.signedUrl)
    expect(attachment.headers.get('content-disposition')).toBe(
      'attachment; filename="night-drive.mp3"',
    )
    const inline = await fetch((await tracks.createSignedUrl(TRACK, 60)).data!.signedUrl)
    expect(inline.headers.get('content-disposition')).toBeNull()
  })

  it('receives a non-ASCII download option double-encoded by storage-js, as hosted Storage does', async () => {
    // storage-js runs encodeURI over a query URLSearchParams already encoded, so the server reads
    // the percent-escapes as the name. Code wanting a UTF-8 name appends `download` itself.
    const { data } = await admin.client.storage
      .from('tracks')
      .createSignedUrl(TRACK, 60, { download: 'Été.mp3' })
    const response = await fetch(data!.signedUrl)
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="_C3_89t_C3_A9.mp3"; filename*=UTF-8''%25C3%2589t%25C3%25A9.mp3`,
    )
  })

  it('downloads for an admin as the caller, with the upload’s cache control', async () => {
    const { data, error } = await admin.client.storage.from('tracks').download(TRACK)
    expect(error).toBeNull()
    expect(data?.type).toBe('audio/mpeg')
    expect(new Uint8Array(await data!.arrayBuffer())).toEqual(trackBytes)
    const response = await fetch(
      `${platform.url}/storage/v1/object/authenticated/tracks/${TRACK}`,
      {
        headers: { apikey: platform.keys.publishable_key, Authorization: `Bearer ${admin.token}` },
      },
    )
    expect(response.headers.get('cache-control')).toBe('max-age=120')
  })

  it('signs several paths at once, with an error for what the caller cannot see', async () => {
    const { data, error } = await admin.client.storage
      .from('tracks')
      .createSignedUrls([TRACK, 'albums/missing.mp3'], 60)
    expect(error).toBeNull()
    expect(data?.[0]).toMatchObject({ path: TRACK, error: null })
    expect(await responseBytes(await fetch(data![0]!.signedUrl!))).toEqual(trackBytes)
    expect(data?.[1]).toMatchObject({
      path: 'albums/missing.mp3',
      signedUrl: null,
      error: 'Either the object does not exist or you do not have access to it',
    })
  })

  it('answers Range requests with 206 and the right bytes', async () => {
    const { data } = await admin.client.storage.from('tracks').createSignedUrl(TRACK, 60)
    const url = data!.signedUrl
    const middle = await fetch(url, { headers: { Range: 'bytes=100-199' } })
    expect(middle.status).toBe(206)
    expect(middle.headers.get('content-range')).toBe('bytes 100-199/1000')
    expect(middle.headers.get('content-length')).toBe('100')
    expect(await responseBytes(middle)).toEqual(trackBytes.slice(100, 200))

    const tail = await fetch(url, { headers: { Range: 'bytes=-10' } })
    expect(tail.status).toBe(206)
    expect(await responseBytes(tail)).toEqual(trackBytes.slice(990))

    const beyond = await fetch(url, { headers: { Range: 'bytes=5000-' } })
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('content-range')).toBe('bytes */1000')

    const head = await fetch(url, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe('1000')
  })
})

describe('signed URL tokens', () => {
  it('refuses a token after it expires (InvalidJWT)', async () => {
    const { data } = await admin.client.storage.from('tracks').createSignedUrl(TRACK, 60)
    expect((await fetch(data!.signedUrl)).status).toBe(200)
    platform.clock.advance(61)
    const body = await expectStorageError(await fetch(data!.signedUrl), '400', 'InvalidJWT')
    expect(body.message).toBe('jwt expired')
  })

  it('refuses a tampered token and a token for another object', async () => {
    const tracks = admin.client.storage.from('tracks')
    await tracks.upload('albums/other.mp3', bytes(10, 1), { contentType: 'audio/mpeg' })
    const { data } = await tracks.createSignedUrl(TRACK, 60)
    const url = new URL(data!.signedUrl)
    const [header, payload, signature] = url.searchParams.get('token')!.split('.')
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString())
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, url: 'tracks/albums/other.mp3' }))
    const forged = new URL(`${platform.url}/storage/v1/object/sign/tracks/albums/other.mp3`)
    forged.searchParams.set(
      'token',
      `${header}.${forgedPayload.toString('base64url')}.${signature}`,
    )
    const tampered = await expectStorageError(await fetch(forged), '400', 'InvalidJWT')
    expect(tampered.message).toBe('invalid signature')

    const misdirected = new URL(forged)
    misdirected.searchParams.set('token', url.searchParams.get('token')!)
    await expectStorageError(await fetch(misdirected), '400', 'InvalidSignature')
  })

  it('keeps signed-URL tokens and access tokens apart', async () => {
    const asSignedUrl = new URL(`${platform.url}/storage/v1/object/sign/tracks/${TRACK}`)
    asSignedUrl.searchParams.set('token', admin.token)
    await expectStorageError(await fetch(asSignedUrl), '400', 'InvalidJWT')

    const { data } = await admin.client.storage.from('tracks').createSignedUrl(TRACK, 60)
    const urlToken = new URL(data!.signedUrl).searchParams.get('token')
    const asBearer = await fetch(`${platform.url}/rest/v1/tracks?select=slug`, {
      headers: { apikey: platform.keys.publishable_key, Authorization: `Bearer ${urlToken}` },
    })
    expect(asBearer.status).toBe(401)
  })
})

describe('signed upload URLs', () => {
  it('lets the holder upload exactly the signed path once, owned by the signer', async () => {
    const covers = admin.client.storage.from('covers')
    const signed = await covers.createSignedUploadUrl('signed/cover.png')
    expect(signed.error).toBeNull()
    const png = bytes(64, 3)
    const anonCovers = platform.anon().storage.from('covers')

    const elsewhere = await anonCovers.uploadToSignedUrl(
      'signed/other.png',
      signed.data!.token,
      png,
      {
        contentType: 'image/png',
      },
    )
    expect(elsewhere.error).toMatchObject({
      statusCode: '400',
      message: 'The url do not match the signature',
    })

    const uploaded = await anonCovers.uploadToSignedUrl(
      'signed/cover.png',
      signed.data!.token,
      new Blob([png], { type: 'image/png' }),
    )
    expect(uploaded.error).toBeNull()
    expect(uploaded.data?.fullPath).toBe('covers/signed/cover.png')
    const publicUrl = covers.getPublicUrl('signed/cover.png').data.publicUrl
    expect(await responseBytes(await fetch(publicUrl))).toEqual(png)
    const [row] = await platform.db.sql`
      select owner::text from storage.objects where bucket_id = 'covers' and name = 'signed/cover.png'`
    expect(row?.owner).toBe(admin.id)

    const again = await anonCovers.uploadToSignedUrl('signed/cover.png', signed.data!.token, png, {
      contentType: 'image/png',
    })
    expect(again.error).toMatchObject({ statusCode: '409' })
  })

  it('expires after two hours', async () => {
    const signed = await admin.client.storage
      .from('covers')
      .createSignedUploadUrl('signed/late.png')
    platform.clock.advance(2 * 60 * 60 + 1)
    const late = await platform
      .anon()
      .storage.from('covers')
      .uploadToSignedUrl('signed/late.png', signed.data!.token, bytes(8, 1), {
        contentType: 'image/png',
      })
    expect(late.error).toMatchObject({ statusCode: '400', message: 'jwt expired' })
    expect(existsSync(join(platform.dataDir, 'storage', 'covers', 'signed', 'late.png'))).toBe(
      false,
    )
  })

  it('is not signed for a user the policies do not let write', async () => {
    const { data, error } = await member.client.storage
      .from('covers')
      .createSignedUploadUrl('signed/x.png')
    expect(data).toBeNull()
    expect(error).toMatchObject({ statusCode: '403' })
  })
})

describe('public URLs', () => {
  it('serves public buckets without apikey, and never a private bucket', async () => {
    const png = bytes(32, 9)
    await admin.client.storage
      .from('covers')
      .upload('public/cover.png', png, { contentType: 'image/png' })
    const open = platform.anon().storage.from('covers').getPublicUrl('public/cover.png')
      .data.publicUrl
    const response = await fetch(open)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(await responseBytes(response)).toEqual(png)

    const closed = platform.anon().storage.from('tracks').getPublicUrl(TRACK).data.publicUrl
    await expectStorageError(await fetch(closed), '404', 'NoSuchBucket')
    const missing = platform.anon().storage.from('covers').getPublicUrl('public/none.png')
      .data.publicUrl
    await expectStorageError(await fetch(missing), '404', 'NoSuchKey')
  })

  it('serves an uploaded SVG sandboxed, so its script cannot run', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    await admin.client.storage
      .from('covers')
      .upload('public/logo.svg', new Blob([svg], { type: 'image/svg+xml' }))
    const url = platform.anon().storage.from('covers').getPublicUrl('public/logo.svg')
      .data.publicUrl
    const response = await fetch(url)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('content-security-policy')).toMatch(/(^|; )sandbox($|;)/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('refusals', () => {
  it('refuses a non-admin’s upload by RLS and stores nothing', async () => {
    const { data, error } = await member.client.storage
      .from('covers')
      .upload('member.png', bytes(16, 2), { contentType: 'image/png' })
    expect(data).toBeNull()
    expect(error).toMatchObject({ statusCode: '403' })
    expect(error?.message).toContain('row-level security')
    const anon = await platform
      .anon()
      .storage.from('covers')
      .upload('anon.png', bytes(16, 2), { contentType: 'image/png' })
    expect(anon.error).toMatchObject({ statusCode: '403' })
    expect(existsSync(join(platform.dataDir, 'storage', 'covers', 'member.png'))).toBe(false)
  })

  it('hides private objects from a non-admin', async () => {
    const tracks = member.client.storage.from('tracks')
    expect((await tracks.download(TRACK)).error).toMatchObject({ statusCode: '404' })
    expect((await tracks.createSignedUrl(TRACK, 60)).error).toMatchObject({ statusCode: '404' })
    expect((await tracks.list('albums/first')).data).toEqual([])
  })

  it('enforces the bucket’s size limit (413) and MIME types (415)', async () => {
    const covers = admin.client.storage.from('covers')
    const tooLarge = await covers.upload('big.png', new Uint8Array(5 * 1024 * 1024 + 1), {
      contentType: 'image/png',
    })
    expect(tooLarge.error).toMatchObject({ statusCode: '413' })
    const wrongType = await covers.upload('notes.txt', bytes(8, 1), { contentType: 'text/plain' })
    expect(wrongType.error).toMatchObject({
      statusCode: '415',
      message: 'mime type text/plain is not supported',
    })
    const wrongPart = await covers.upload(
      'page.html',
      new Blob(['<p>hi</p>'], { type: 'text/html' }),
    )
    expect(wrongPart.error).toMatchObject({ statusCode: '415' })
  })

  it('refuses names that climb out of the bucket', async () => {
    const keysBefore = await readFile(join(platform.dataDir, 'api-keys.json'))
    const upload = await fetch(`${platform.url}/storage/v1/object/covers/..%2F..%2Fapi-keys.json`, {
      method: 'POST',
      headers: {
        apikey: platform.keys.secret_key,
        'content-type': 'image/png',
        'x-upsert': 'true',
      },
      body: bytes(8, 1),
    })
    await expectStorageError(upload, '400', 'InvalidKey')
    const read = await fetch(
      `${platform.url}/storage/v1/object/public/covers/..%2F..%2Fapi-keys.json`,
    )
    await expectStorageError(read, '400', 'InvalidKey')
    expect(await readFile(join(platform.dataDir, 'api-keys.json'))).toEqual(keysBefore)
  })

  it('requires an apikey, and refuses an expired access token', async () => {
    expect((await fetch(`${platform.url}/storage/v1/bucket`)).status).toBe(401)
    const expired = await platform.signing.sign(
      {
        sub: admin.id,
        role: 'authenticated',
        aud: 'authenticated',
        aal: 'aal1',
        session_id: randomUUID(),
      },
      -60,
    )
    const response = await fetch(
      `${platform.url}/storage/v1/object/authenticated/tracks/${TRACK}`,
      {
        headers: { apikey: platform.keys.publishable_key, Authorization: `Bearer ${expired}` },
      },
    )
    const body = await expectStorageError(response, '403', 'AccessDenied')
    expect(body.message).toBe('jwt expired')
  })
})

describe('replacing, listing and removing', () => {
  it('refuses to overwrite without upsert, replaces with it, and updates in place', async () => {
    const covers = admin.client.storage.from('covers')
    await covers.upload('replace/me.png', bytes(4, 1), { contentType: 'image/png' })
    const duplicate = await covers.upload('replace/me.png', bytes(4, 2), {
      contentType: 'image/png',
    })
    expect(duplicate.error).toMatchObject({ statusCode: '409' })
    const upserted = await covers.upload('replace/me.png', bytes(4, 3), {
      contentType: 'image/png',
      upsert: true,
    })
    expect(upserted.error).toBeNull()
    expect(
      new Uint8Array(await (await covers.download('replace/me.png')).data!.arrayBuffer()),
    ).toEqual(bytes(4, 3))
    const updated = await covers.update('replace/me.png', bytes(4, 4), { contentType: 'image/png' })
    expect(updated.error).toBeNull()
    expect(
      new Uint8Array(await (await covers.download('replace/me.png')).data!.arrayBuffer()),
    ).toEqual(bytes(4, 4))
    const missing = await covers.update('replace/none.png', bytes(4, 4), {
      contentType: 'image/png',
    })
    expect(missing.error).toMatchObject({ statusCode: '404' })
  })

  it('lists one level, folders first, with search and paging', async () => {
    const covers = admin.client.storage.from('covers')
    for (const name of ['set/b.png', 'set/a.png', 'set/deep/c.png']) {
      const { error } = await covers.upload(name, bytes(4, 1), { contentType: 'image/png' })
      expect(error).toBeNull()
    }
    const { data, error } = await covers.list('set')
    expect(error).toBeNull()
    expect(data?.map((entry) => [entry.name, entry.id === null])).toEqual([
      ['deep', true],
      ['a.png', false],
      ['b.png', false],
    ])
    expect(data?.[1]?.metadata).toMatchObject({ mimetype: 'image/png', size: 4 })
    expect((await covers.list('set', { search: 'b' })).data?.map((entry) => entry.name)).toEqual([
      'b.png',
    ])
    const paged = await covers.list('set', { limit: 1, offset: 1 })
    expect(paged.data?.map((entry) => entry.name)).toEqual(['a.png'])
    const newestFirst = await covers.list('set', { sortBy: { column: 'name', order: 'desc' } })
    expect(newestFirst.data?.map((entry) => entry.name)).toEqual(['deep', 'b.png', 'a.png'])
  })

  it('removes what the caller may delete, files included', async () => {
    const memberRemove = await member.client.storage.from('covers').remove(['set/a.png'])
    expect(memberRemove.data).toEqual([])
    const { data, error } = await admin.client.storage
      .from('covers')
      .remove(['set/a.png', 'set/b.png'])
    expect(error).toBeNull()
    expect(data?.map((row) => row.name).sort()).toEqual(['set/a.png', 'set/b.png'])
    expect(
      (await admin.client.storage.from('covers').list('set')).data?.map((entry) => entry.name),
    ).toEqual(['deep'])
    expect(existsSync(join(platform.dataDir, 'storage', 'covers', 'set', 'a.png'))).toBe(false)
    const gone = await admin.client.storage.from('covers').download('set/a.png')
    expect(gone.error).toMatchObject({ statusCode: '404' })
  })
})

describe('buckets', () => {
  it('lists and reads buckets for the service role, with their limits', async () => {
    const service = platform.service().storage
    const { data, error } = await service.listBuckets()
    expect(error).toBeNull()
    expect(data?.map((bucket) => [bucket.id, bucket.public])).toEqual([
      ['covers', true],
      // WAVs and stems for the higher licence tiers, private as the full MP3s are.
      ['masters', false],
      ['media', true],
      ['previews', true],
      ['products', true],
      ['tracks', false],
    ])
    const tracks = await service.getBucket('tracks')
    expect(tracks.data).toMatchObject({
      id: 'tracks',
      public: false,
      file_size_limit: 314572800,
      allowed_mime_types: ['audio/mpeg'],
    })
    expect((await service.getBucket('nope')).error).toMatchObject({ statusCode: '404' })
  })

  it('shows signed-in users no buckets: storage.buckets has no policies, as on Supabase', async () => {
    const { data, error } = await admin.client.storage.listBuckets()
    expect(error).toBeNull()
    expect(data).toEqual([])
  })
})
