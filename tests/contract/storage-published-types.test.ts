import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { supabaseClient } from './helpers/auth-clients.ts'
import { checkAgainstTypes, describeProblems, type TypedSample } from './helpers/published-types.ts'
import { startRestStoragePlatform, type TestPlatform } from './helpers/rest-storage-platform.ts'

/**
 * The storage stand-in against storage-js 2.109.0's published types: lists and removals as
 * `FileObject`, buckets as `Bucket`. storage-js publishes no type for the raw answers it reads
 * and reshapes (upload, signed URLs, signed uploads); those are typed here as its code reads
 * them (`data.Id`/`data.Key`, `data.signedURL`, `data.url`), so a renamed field still fails.
 */

const PREAMBLE = `
import type { Bucket, FileObject } from '@supabase/storage-js'
type Uploaded = { Id: string; Key: string }
type Signed = { signedURL: string }
type SignedMany = Array<{ error: string | null; path: string | null; signedURL: string | null }>
type UploadSigned = { url: string; token?: string }
type UploadedToSigned = { Key: string; Id?: string }
/**
 * Two answers go beyond storage-js's types on purpose, as Storage's own API answers them: a
 * removal returns the deleted rows of storage.objects (\`owner_id\`, \`version\`, \`user_metadata\`
 * too), and a bucket made by a migration (all of ours) has no owner: \`owner\` is null.
 */
type Removed = FileObject & { owner_id?: string | null; version?: string | null; user_metadata?: Record<string, unknown> | null }
type StorageBucket = Omit<Bucket, 'owner'> & { owner: string | null }
/** Storage's refusal, as storage-js's StorageApiError reads it. */
type StorageErrorBody = { statusCode: string; code?: string; error: string; message: string }
`

type Recorded = { method: string; path: string; status: number; body: unknown }

function answerType(call: Recorded): string {
  if (call.status >= 400) return 'StorageErrorBody'
  const path = call.path.replace(/^\/storage\/v1/, '')
  if (call.method === 'GET' && path === '/bucket') return 'StorageBucket[]'
  if (call.method === 'GET' && path.startsWith('/bucket/')) return 'StorageBucket'
  if (call.method === 'POST' && path.startsWith('/object/list/')) return 'FileObject[]'
  if (call.method === 'DELETE' && path.startsWith('/object/')) return 'Removed[]'
  if (call.method === 'POST' && path.startsWith('/object/upload/sign/')) return 'UploadSigned'
  if (call.method === 'PUT' && path.startsWith('/object/upload/sign/')) return 'UploadedToSigned'
  if (call.method === 'POST' && /^\/object\/sign\/[^/]+$/.test(path)) return 'SignedMany'
  if (call.method === 'POST' && path.startsWith('/object/sign/')) return 'Signed'
  if (call.method === 'POST' && path.startsWith('/object/')) return 'Uploaded'
  return `unmapped ${call.method} ${path}`
}

const calls: Recorded[] = []
let platform: TestPlatform

const recordingFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init)
  const response = await fetch(request)
  const text = await response.clone().text()
  const isJson = response.headers.get('content-type')?.includes('application/json')
  calls.push({
    method: request.method,
    path: new URL(request.url).pathname,
    status: response.status,
    body: isJson && text ? JSON.parse(text) : undefined,
  })
  return response
}

beforeAll(async () => {
  platform = await startRestStoragePlatform()
})

afterAll(async () => {
  await platform?.close()
})

async function recordStorageFlows() {
  const admin = await platform.user({ admin: true })
  const storage = supabaseClient(platform.url, platform.keys.publishable_key, {
    global: { headers: { Authorization: `Bearer ${admin.token}` }, fetch: recordingFetch },
  }).storage
  const service = supabaseClient(platform.url, platform.keys.secret_key, {
    global: { fetch: recordingFetch },
  }).storage
  const tracks = storage.from('tracks')
  const audio = new Uint8Array([1, 2, 3, 4])
  expect(
    (await tracks.upload('types/a.mp3', audio, { contentType: 'audio/mpeg' })).error,
  ).toBeNull()
  // Uploading the same path again without upsert is refused.
  expect(
    (await tracks.upload('types/a.mp3', audio, { contentType: 'audio/mpeg' })).error,
  ).not.toBeNull()
  expect((await tracks.createSignedUrl('types/a.mp3', 60)).error).toBeNull()
  // With `transform` the answer is the same shape, pointing at the render endpoint.
  expect(
    (await tracks.createSignedUrl('types/a.mp3', 60, { transform: { width: 100 } })).error,
  ).toBeNull()
  // A rendition of something that is not a picture is Storage's refusal.
  expect((await tracks.download('types/a.mp3', { transform: { width: 100 } })).error).not.toBeNull()
  await tracks.createSignedUrls(['types/a.mp3', 'types/missing.mp3'], 60)
  const signed = await tracks.createSignedUploadUrl('types/b.mp3')
  expect(signed.error).toBeNull()
  const uploaded = await tracks.uploadToSignedUrl('types/b.mp3', signed.data?.token ?? '', audio, {
    contentType: 'audio/mpeg',
  })
  expect(uploaded.error).toBeNull()
  expect((await tracks.list('types')).error).toBeNull()
  await tracks.list('')
  expect((await tracks.remove(['types/a.mp3', 'types/b.mp3'])).error).toBeNull()
  expect((await service.listBuckets()).error).toBeNull()
  expect((await service.getBucket('tracks')).error).toBeNull()
}

describe('the storage stand-in against storage-js’s published types', () => {
  it('answers the calls the site makes as storage-js types and reads them', async () => {
    await recordStorageFlows()
    const samples: TypedSample[] = []
    const unmapped: string[] = []
    for (const call of calls) {
      if (call.body === undefined) continue
      const type = answerType(call)
      const label = `${call.method} ${call.path} → ${call.status}`
      if (type.startsWith('unmapped')) unmapped.push(label)
      else samples.push({ label, type, value: call.body })
    }
    expect(unmapped).toEqual([])
    // Each kind of answer was seen, so none of them went unchecked.
    expect([...new Set(samples.map((sample) => sample.type))].sort()).toEqual(
      [
        'FileObject[]',
        'Removed[]',
        'Signed',
        'SignedMany',
        'StorageBucket',
        'StorageBucket[]',
        'StorageErrorBody',
        'UploadSigned',
        'Uploaded',
        'UploadedToSigned',
      ].sort(),
    )
    const problems = await checkAgainstTypes({ preamble: PREAMBLE, samples })
    if (problems.length > 0) {
      throw new Error(
        `The storage stand-in drifted from storage-js:\n${describeProblems(problems)}`,
      )
    }
  })

  it('reports a file listed without its id or with a renamed field', async () => {
    const problems = await checkAgainstTypes({
      preamble: PREAMBLE,
      samples: [
        {
          label: 'list',
          type: 'FileObject[]',
          value: [
            {
              name: 'a.mp3',
              updated_at: null,
              created_at: null,
              last_accessed_at: null,
              meta: null,
            },
          ],
        },
      ],
    })
    expect(describeProblems(problems)).toMatch(
      /list at \$\[0\]\.meta:[\s\S]*'"meta"' does not exist/,
    )
  })
})
