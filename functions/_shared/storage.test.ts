import { describe, expect, it } from 'vitest'
import { createSignedDownloadUrl } from './storage.ts'

const env = {
  SUPABASE_URL: 'https://p.example/',
  SUPABASE_SECRET_KEYS: { default: 'sb_secret_key', other: 'sb_secret_other' },
}
const request = {
  bucket: 'tracks',
  path: 'midnight-circuit.mp3',
  expiresInSeconds: 60,
  downloadName: 'Kael Voss - Midnight Circuit.mp3',
}

describe('createSignedDownloadUrl', () => {
  it('asks Storage with the default secret key, as apikey only, and names the download once', async () => {
    const calls: { url: string; init: RequestInit }[] = []
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init })
      return Response.json({ signedURL: '/object/sign/tracks/midnight-circuit.mp3?token=t' })
    }) as typeof fetch
    const url = await createSignedDownloadUrl(env, request, fakeFetch)
    expect(url).toBe(
      'https://p.example/storage/v1/object/sign/tracks/midnight-circuit.mp3?token=t&download=Kael%20Voss%20-%20Midnight%20Circuit.mp3',
    )
    expect(calls[0]!.url).toBe(
      'https://p.example/storage/v1/object/sign/tracks/midnight-circuit.mp3',
    )
    const headers = new Headers(calls[0]!.init.headers)
    expect(headers.get('apikey')).toBe('sb_secret_key')
    // Not a JWT: hosted Supabase refuses a secret key as a bearer token.
    expect(headers.has('authorization')).toBe(false)
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ expiresIn: 60 })
  })

  it('throws when Storage does not sign', async () => {
    const refusing = (async () =>
      Response.json({ statusCode: '404', error: 'not_found' }, { status: 400 })) as typeof fetch
    await expect(createSignedDownloadUrl(env, request, refusing)).rejects.toThrow(/did not sign/)
  })
})
