import { inflateSync } from 'node:zlib'
import type { OrderView } from '../../functions/_shared/contract/checkout.ts'
import { pay, sessionIdOf, type TestPlatform } from '../../tests/integration/helpers/platform.ts'
import type { CheckRow } from './checks.ts'

/**
 * Holders whose names need what a deployed `site` function must carry: a CJK font chunk from the
 * `fonts` bucket, and the Arabic font among its static files, both shaped by HarfBuzz.
 */
export const CERTIFICATE_HOLDERS = [
  { script: 'CJK', name: '王小明' },
  { script: 'Arabic', name: 'محمد علي' },
] as const

export type IssuedLicence = { holder: string; script: string; number: string; pdfPath: string }

/**
 * Buys a private licence for each holder on the local platform (checkout, the sandbox's payment,
 * its webhook) and returns where each certificate is: a path under `/functions/v1/`.
 */
export async function issueLicences(platform: TestPlatform): Promise<IssuedLicence[]> {
  const issued: IssuedLicence[] = []
  for (const { script, name } of CERTIFICATE_HOLDERS) {
    const response = await platform.call('site/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        items: [{ kind: 'track', slug: 'midnight-circuit', licence: 'private' }],
        email: `certificate-${script.toLowerCase()}@example.com`,
        name,
        locale: 'en',
      }),
    })
    if (response.status !== 201) {
      throw new Error(`checkout for ${name}: ${response.status} ${await response.text()}`)
    }
    const { url } = (await response.json()) as { url: string }
    await pay(url, { shipping: false })
    await platform.delivered(sessionIdOf(url), 'checkout.session.completed')
    const order = (await (
      await platform.call(`site/orders/by-session/${sessionIdOf(url)}`)
    ).json()) as OrderView
    const licence = order.licences[0]
    if (!licence) throw new Error(`no licence for ${name}: ${JSON.stringify(order)}`)
    const pdf = new URL(licence.pdf_url)
    issued.push({
      holder: name,
      script,
      number: licence.number,
      pdfPath: `${pdf.pathname.replace(/^\/functions\/v1\//, '')}${pdf.search}`,
    })
  }
  return issued
}

/**
 * A certificate fetched from a served function: a PDF whose name layer holds the holder's
 * characters (drawn, so their fonts and HarfBuzz were found, wherever the function reads them).
 */
export async function checkCertificate(url: string, licence: IssuedLicence): Promise<CheckRow> {
  const response = await fetch(`${url}/${licence.pdfPath}`)
  const body = Buffer.from(await response.arrayBuffer())
  const type = response.headers.get('content-type') ?? ''
  const check = `certificate ${licence.script} ${licence.holder}`
  if (response.status !== 200 || !type.startsWith('application/pdf')) {
    return {
      check,
      ok: false,
      detail: `${response.status} ${type}: ${body.toString('utf8').slice(0, 200)}`,
    }
  }
  const layer = nameLayer(body)
  const missing = [...licence.holder.replace(/\s/g, '')].filter(
    (char) =>
      !layer.includes(`<${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`),
  )
  return {
    check,
    ok: body.subarray(0, 5).toString('latin1') === '%PDF-' && missing.length === 0,
    detail:
      missing.length === 0
        ? `${response.status} ${type}, ${(body.byteLength / 1024).toFixed(0)} KB, ${licence.number}: the name drawn and in its text layer`
        : `the name's text layer lacks ${missing.join(' ')}`,
  }
}

/** The certificate's invisible name text (`/NameText … ET`), its UTF-16 codes in hex. */
export function nameLayer(pdf: Buffer): string {
  const streams = [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map(
    (match) => {
      try {
        return inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1')
      } catch {
        return ''
      }
    },
  )
  return (streams.join('\n').match(/\/NameText[\s\S]*?ET/)?.[0] ?? '').toUpperCase()
}
