import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { errorResponse } from './errors.ts'
import { refuseUnsafeUrl } from './unsafe-url.ts'

const app = new Hono()
app.onError(errorResponse)
app.use('*', refuseUnsafeUrl)
app.get('/things/:slug', (c) => c.json({ slug: c.req.param('slug'), q: c.req.query('q') ?? null }))

describe('refuseUnsafeUrl', () => {
  it('answers a NUL or a lone surrogate in a path segment with a 404 in the error shape', async () => {
    for (const path of ['/things/%00', '/things/a%00b', '/things/%ED%A0%80', '/things/%E0%A4%A']) {
      const response = await app.request(path)
      expect(response.status, path).toBe(404)
      expect((await response.json()).error.code, path).toBe('not_found')
    }
  })

  it('answers one in a query parameter with 400 naming it', async () => {
    const response = await app.request('/things/ok?q=a%00&token=fine')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: {
        code: 'invalid_query',
        message: 'Some query parameters are not valid.',
        fields: { q: 'text_invalid' },
      },
    })
    expect((await app.request('/things/ok?%00=1')).status).toBe(400)
  })

  it('lets ordinary addresses through, encoded characters included', async () => {
    const response = await app.request('/things/caf%C3%A9%20noir?q=drum%20%26%20bass')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ slug: 'café noir', q: 'drum & bass' })
  })
})
