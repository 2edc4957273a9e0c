import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import * as tus from 'tus-js-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRestStoragePlatform, type TestPlatform } from './helpers/rest-storage-platform.ts'

// Storage's resumable uploads (`/storage/v1/upload/resumable`, tus 1.0.0) as hosted Supabase
// serves them, driven by tus-js-client as the admin panel drives them: creation with
// bucketName/objectName/contentType metadata, HEAD for the offset, PATCH at that offset (409
// otherwise), 413 over the bucket's limit, and authorised by RLS as uploads are.

let p: TestPlatform
beforeAll(async () => {
  p = await startRestStoragePlatform()
}, 120_000)
afterAll(async () => {
  await p?.close()
})

const endpoint = () => `${p.url}/storage/v1/upload/resumable`
/** Bytes that differ along the file, so a chunk written at the wrong place shows. */
const bytes = (size: number) => {
  const out = new Uint8Array(size)
  for (let i = 0; i < size; i++) out[i] = (i * 7 + 3) % 256
  return out
}

/** Uploads `data` with tus-js-client as the admin panel does; resolves with the upload URL. */
function upload(
  token: string,
  data: Uint8Array,
  metadata: Record<string, string>,
  options: Partial<tus.UploadOptions> = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new tus.Upload(Buffer.from(data), {
      endpoint: endpoint(),
      headers: { authorization: `Bearer ${token}`, apikey: p.keys.publishable_key },
      metadata,
      chunkSize: 6 * 1024 * 1024,
      retryDelays: [0, 50, 100],
      uploadDataDuringCreation: false,
      removeFingerprintOnSuccess: true,
      onError: reject,
      onSuccess: () => resolve(request.url ?? ''),
      ...options,
    })
    request.start()
  })
}

const headers = (token: string, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${token}`,
  apikey: p.keys.publishable_key,
  'tus-resumable': '1.0.0',
  ...extra,
})

const metadataHeader = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',')

describe('resumable uploads (TUS)', { timeout: 60_000 }, () => {
  it('uploads a file in chunks with tus-js-client, as the admin, under RLS', async () => {
    const admin = await p.user({ admin: true })
    const data = bytes(7 * 1024 * 1024 + 123)
    const progress: number[] = []
    await upload(
      admin.token,
      data,
      { bucketName: 'masters', objectName: 'night-drive/wav-abc.wav', contentType: 'audio/wav' },
      { onProgress: (sent) => progress.push(sent) },
    )
    expect(progress.at(-1)).toBe(data.byteLength)
    const { data: stored, error } = await admin.client.storage
      .from('masters')
      .download('night-drive/wav-abc.wav')
    expect(error).toBeNull()
    // Compared as buffers: a deep equality over millions of elements takes minutes.
    expect(Buffer.from(await stored!.arrayBuffer()).equals(Buffer.from(data))).toBe(true)
    const [row] = await p.db.sql<
      { owner_id: string; metadata: { mimetype: string; size: number } }[]
    >`
      select owner_id, metadata from storage.objects where name = 'night-drive/wav-abc.wav'`
    expect(row).toMatchObject({
      owner_id: admin.id,
      metadata: { mimetype: 'audio/wav', size: data.byteLength },
    })
  })

  it('answers HEAD with the offset, refuses a PATCH at another offset (409), resumes at it', async () => {
    const admin = await p.user({ admin: true })
    const data = bytes(2000)
    const created = await fetch(endpoint(), {
      method: 'POST',
      headers: headers(admin.token, {
        'upload-length': String(data.byteLength),
        'upload-metadata': metadataHeader({
          bucketName: 'masters',
          objectName: 'night-drive/stems-abc.zip',
          contentType: 'application/zip',
        }),
      }),
    })
    expect(created.status).toBe(201)
    expect(created.headers.get('tus-resumable')).toBe('1.0.0')
    const location = created.headers.get('location')!
    expect(location).toMatch(/\/storage\/v1\/upload\/resumable\/[A-Za-z0-9_-]+$/)
    const patch = (offset: number, body: Uint8Array) =>
      fetch(location, {
        method: 'PATCH',
        headers: headers(admin.token, {
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        }),
        body: new Uint8Array(body),
      })
    expect((await patch(0, data.subarray(0, 700))).headers.get('upload-offset')).toBe('700')
    const head = await fetch(location, { method: 'HEAD', headers: headers(admin.token) })
    expect(head.status).toBe(200)
    expect(head.headers.get('upload-offset')).toBe('700')
    expect(head.headers.get('upload-length')).toBe('2000')
    expect(head.headers.get('cache-control')).toBe('no-store')
    // Bytes sent again from the start: the offsets do not match, nothing changes.
    const conflict = await patch(0, data.subarray(0, 700))
    expect(conflict.status).toBe(409)
    expect(await conflict.text()).toContain('Upload-Offset conflict')
    // More than was announced: refused, nothing written.
    expect((await patch(700, bytes(1400))).status).toBe(413)
    const done = await patch(700, data.subarray(700))
    expect(done.status).toBe(204)
    expect(done.headers.get('upload-offset')).toBe('2000')
    const stored = await readFile(
      join(p.dataDir, 'storage', 'masters', 'night-drive', 'stems-abc.zip'),
    )
    expect(stored.equals(Buffer.from(data))).toBe(true)
  })

  it('refuses an upload over the bucket’s limit (413), a wrong version (412) and a bad type', async () => {
    const admin = await p.user({ admin: true })
    const create = (
      length: number,
      extra: Record<string, string> = {},
      contentType = 'audio/wav',
    ) =>
      fetch(endpoint(), {
        method: 'POST',
        headers: headers(admin.token, {
          'upload-length': String(length),
          'upload-metadata': metadataHeader({
            bucketName: 'masters',
            objectName: `night-drive/wav-${length}.wav`,
            contentType,
          }),
          ...extra,
        }),
      })
    // The masters bucket takes up to 2 GiB, Storage's global limit here 300 MiB.
    const tooBig = await create(3 * 1024 * 1024 * 1024)
    expect(tooBig.status).toBe(413)
    expect(await tooBig.text()).toContain('Maximum size exceeded')
    expect((await create(10, { 'tus-resumable': '0.2.2' })).status).toBe(412)
    expect((await create(10, {}, 'image/png')).status).toBe(415)
    expect((await create(Number.NaN)).status).toBe(400)
  })

  it('authorises as uploads are: a signed-in fan is refused by RLS, and nothing is stored', async () => {
    const fan = await p.user()
    await expect(
      upload(
        fan.token,
        bytes(100),
        {
          bucketName: 'masters',
          objectName: 'night-drive/wav-fan.wav',
          contentType: 'audio/wav',
        },
        { retryDelays: [] },
      ),
    ).rejects.toThrow(/403/)
    const [row] = await p.db
      .sql`select 1 from storage.objects where name = 'night-drive/wav-fan.wav'`
    expect(row).toBeUndefined()
  })

  it('resumes after a dropped connection: the next request continues from the stored offset', async () => {
    const admin = await p.user({ admin: true })
    const data = bytes(3 * 1024 * 1024)
    const created = await fetch(endpoint(), {
      method: 'POST',
      headers: headers(admin.token, {
        'upload-length': String(data.byteLength),
        'upload-metadata': metadataHeader({
          bucketName: 'masters',
          objectName: 'night-drive/wav-dropped.wav',
          contentType: 'audio/wav',
        }),
      }),
    })
    const location = created.headers.get('location')!
    // The body stops after 1 MiB: the connection drops mid-request.
    const controller = new AbortController()
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(data.subarray(0, 1024 * 1024))
        setTimeout(() => controller.abort(), 300)
      },
    })
    await fetch(location, {
      method: 'PATCH',
      headers: headers(admin.token, {
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      }),
      body,
      signal: controller.signal,
      duplex: 'half',
    } as RequestInit).catch(() => undefined)
    let offset = '0'
    for (let attempt = 0; attempt < 50 && offset === '0'; attempt++) {
      offset =
        (await fetch(location, { method: 'HEAD', headers: headers(admin.token) })).headers.get(
          'upload-offset',
        ) ?? '0'
      if (offset === '0') await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(Number(offset)).toBe(1024 * 1024)
    // tus-js-client, given the same upload URL, asks HEAD and sends only the rest.
    await upload(admin.token, data, {}, { uploadUrl: location })
    const stored = await readFile(
      join(p.dataDir, 'storage', 'masters', 'night-drive', 'wav-dropped.wav'),
    )
    expect(stored.equals(Buffer.from(data))).toBe(true)
  })
})
