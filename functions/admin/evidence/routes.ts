import { Hono } from 'hono'
import type { AdminDeps } from '../deps.ts'
import { type AdminEnv, runAsAdmin } from '../guard.ts'
import { readOrderDetail } from '../sales/detail.ts'
import { orderId } from '../sales/query.ts'
import { renderEvidencePdf } from './pdf.ts'
import { readOrderEvidence } from './read.ts'

/** An order's tax, terms, dispute and download log; and the evidence PDF for a dispute. */
export function evidenceRoutes(deps: AdminDeps) {
  const routes = new Hono<AdminEnv>()
  const asAdmin = runAsAdmin(deps)

  routes.get('/orders/:id/evidence', async (c) =>
    c.json(await asAdmin(c, (tx) => readOrderEvidence(tx, orderId(c.req.param('id'))))),
  )

  routes.get('/orders/:id/evidence.pdf', async (c) => {
    const id = orderId(c.req.param('id'))
    const facts = await asAdmin(c, async (tx) => {
      const order = await readOrderDetail(tx, id)
      const evidence = await readOrderEvidence(tx, id)
      const [settings] = await tx<{ brand_name: string }[]>`select brand_name from public.settings`
      const licences = await tx<
        { number: string; files: string[] | null; caps: Record<string, number | null> | null }[]
      >`
        select g.number, i.licence_files as files, i.licence_caps as caps
        from public.licence_grants as g join public.order_items as i on i.id = g.order_item_id
        where g.order_id = ${id} order by g.number`
      return { order, evidence, seller: settings?.brand_name ?? '', licences }
    })
    const site = deps.env.SITE_URL.replace(/\/+$/, '')
    const pdf = await renderEvidencePdf({
      ...facts,
      licences: facts.licences.map((licence) => ({ ...licence, files: licence.files ?? ['mp3'] })),
      termsUrl: `${site}/licenses?lng=en${facts.evidence.terms_version ? `&terms=${facts.evidence.terms_version}` : ''}`,
      generatedAt: deps.now(),
    })
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="evidence-order-${facts.order.number}.pdf"`,
      'Cache-Control': 'no-store',
    })
  })

  return routes
}
