import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { describe, expect, it } from 'vitest'
import { ifNoneMatchIncludes, publicCache, strongEtag } from './etag.ts'

const CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'

function appServing(body: () => unknown, status: 200 | 404 = 200) {
  const app = new Hono()
  app.use('*', cors({ origin: 'https://site.example' }))
  app.get('/thing', publicCache({ sMaxAge: 60, staleWhileRevalidate: 300 }), (c) =>
    c.json(body(), status),
  )
  return app
}

describe('strongEtag', () => {
  it('is the quoted base64url SHA-256 of the body', async () => {
    const expected = createHash('sha256').update('{"a":1}').digest('base64url')
    expect(await strongEtag('{"a":1}')).toBe(`"${expected}"`)
    expect(await strongEtag(new TextEncoder().encode('{"a":1}').buffer)).toBe(`"${expected}"`)
  })

  it('differs when the body differs', async () => {
    expect(await strongEtag('{"a":1}')).not.toBe(await strongEtag('{"a":2}'))
  })
})

describe('ifNoneMatchIncludes', () => {
  const tag = '"abc"'
  it.each([
    ['"abc"', true],
    ['"x", "abc"', true],
    ['W/"abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['abc', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(ifNoneMatchIncludes(header, tag)).toBe(expected)
  })
})

describe('publicCache', () => {
  it('tags a 200 with a strong ETag of its body and a public Cache-Control', async () => {
    const response = await appServing(() => ({ hello: 'world' })).request('/thing')
    expect(response.status).toBe(200)
    const body = await response.text()
    expect(response.headers.get('ETag')).toBe(await strongEtag(body))
    expect(response.headers.get('ETag')).not.toMatch(/^W\//)
    expect(response.headers.get('Cache-Control')).toBe(CACHE_CONTROL)
  })

  it('answers 304 without a body when If-None-Match names the current tag', async () => {
    const app = appServing(() => ({ hello: 'world' }))
    const first = await app.request('/thing', { headers: { origin: 'https://site.example' } })
    const tag = first.headers.get('ETag')
    expect(tag).toBeTruthy()

    const again = await app.request('/thing', {
      headers: { 'If-None-Match': `${tag}`, origin: 'https://site.example' },
    })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('ETag')).toBe(tag)
    expect(again.headers.get('Cache-Control')).toBe(CACHE_CONTROL)
    expect(again.headers.get('Content-Type')).toBeNull()
    expect(again.headers.get('Access-Control-Allow-Origin')).toBe('https://site.example')
  })

  it('answers 200 again once the body changed', async () => {
    let version = 1
    const app = appServing(() => ({ version }))
    const tag = (await app.request('/thing')).headers.get('ETag')
    version = 2
    const changed = await app.request('/thing', { headers: { 'If-None-Match': `${tag}` } })
    expect(changed.status).toBe(200)
    expect(await changed.json()).toEqual({ version: 2 })
    expect(changed.headers.get('ETag')).not.toBe(tag)
  })

  it('leaves errors uncached', async () => {
    const response = await appServing(() => ({ error: 'nope' }), 404).request('/thing')
    expect(response.status).toBe(404)
    expect(response.headers.get('ETag')).toBeNull()
    expect(response.headers.get('Cache-Control')).toBeNull()
  })

  it('gives HEAD the same tag as GET', async () => {
    const app = appServing(() => ({ hello: 'world' }))
    const get = await app.request('/thing')
    const head = await app.request('/thing', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('ETag')).toBe(get.headers.get('ETag'))
  })
})
