import { afterEach, describe, expect, it, vi } from 'vitest'
import { env } from '@/config/app-env'
import { ApiError, apiRequest, siteUrl } from './api-client'

const respond = (body: unknown, init: ResponseInit) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), init))

afterEach(() => vi.restoreAllMocks())

describe('apiRequest', () => {
  it('calls the site function under the functions URL', async () => {
    const fetchSpy = respond({ ok: true }, { status: 200 })
    await expect(apiRequest('tracks?limit=4')).resolves.toEqual({ ok: true })
    expect(siteUrl('/settings')).toBe('http://localhost:54321/functions/v1/site/settings')
    expect(fetchSpy.mock.calls[0]?.[0]).toBe(
      'http://localhost:54321/functions/v1/site/tracks?limit=4',
    )
  })

  it('names the database region on every call when the build sets one (no preflight)', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json({ ok: true }))
    // As a build with VITE_FUNCTION_REGION=eu-central-1 has it.
    env.functionRegion = 'eu-central-1'
    try {
      await apiRequest('tracks?limit=4')
      await apiRequest('contact', { method: 'POST', body: {} })
    } finally {
      env.functionRegion = undefined
    }
    expect(fetchSpy.mock.calls.map((call) => call[0])).toEqual([
      'http://localhost:54321/functions/v1/site/tracks?limit=4&forceFunctionRegion=eu-central-1',
      'http://localhost:54321/functions/v1/site/contact?forceFunctionRegion=eu-central-1',
    ])
    // A query parameter, not a header: a custom header would make each GET a CORS preflight.
    expect(new Headers(fetchSpy.mock.calls[0]?.[1]?.headers).has('x-region')).toBe(false)
  })

  it('sends JSON bodies', async () => {
    const fetchSpy = respond({}, { status: 201 })
    await apiRequest('contact', { method: 'POST', body: { name: 'Ana' } })
    const init = fetchSpy.mock.calls[0]?.[1]
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe('{"name":"Ana"}')
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json')
  })

  it('turns the error shape into an ApiError with fields and Retry-After', async () => {
    respond(
      { error: { code: 'rate_limited', message: 'Slow down', fields: { email: 'email_invalid' } } },
      { status: 429, headers: { 'retry-after': '42' } },
    )
    const error = await apiRequest('contact', { method: 'POST', body: {} }).catch((e) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: 'Slow down',
      fields: { email: 'email_invalid' },
      retryAfter: 42,
    })
  })

  it('maps a 5xx without the error shape to internal', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('oops', { status: 502 }))
    await expect(apiRequest('settings')).rejects.toMatchObject({ status: 502, code: 'internal' })
  })

  it('reports a network failure as code network', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(apiRequest('settings')).rejects.toMatchObject({ status: 0, code: 'network' })
  })
})
