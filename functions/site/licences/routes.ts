import { Hono } from 'hono'
import { publicCache } from '../../_shared/http/etag.ts'
import type { SiteDeps } from '../deps.ts'
import { licenceCertificate, verifyLicence } from './service.ts'

export function licencesRoutes(deps: SiteDeps) {
  const routes = new Hono()

  // Short, because a refund revokes a licence and verification must say so soon.
  routes.get('/licences/:number', publicCache(), async (c) => {
    const verification = await verifyLicence(deps.sql, c.req.param('number'))
    return c.json(verification)
  })

  routes.get('/licences/:number/pdf', async (c) => {
    const { number, pdf } = await licenceCertificate(
      deps,
      c.req.param('number'),
      c.req.query('token') ?? '',
    )
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="Licence ${number}.pdf"`,
      'Cache-Control': 'private, no-store',
      'Referrer-Policy': 'no-referrer',
    })
  })

  return routes
}
