import { Hono } from 'hono'
import { LicenceFile } from '../../_shared/contract/licence-files.ts'
import { clientAddress } from '../../_shared/http/client-address.ts'
import { AppError, methodNotAllowed } from '../../_shared/http/errors.ts'
import type { SiteDeps } from '../deps.ts'
import { type Downloader, spendDownload } from './service.ts'

/** `?format=` names one of the licence's files; without it, the MP3 (links sent before tiers). */
export function fileFormat(value: string | undefined): LicenceFile {
  if (value === undefined) return 'mp3'
  const format = LicenceFile.safeParse(value)
  if (!format.success) {
    throw new AppError('download_not_found', 'This download link is not valid.', {
      format: 'file_invalid',
    })
  }
  return format.data
}

/** Who is downloading, as the download log records it. */
export function downloaderOf(headers: Headers, channel: Downloader['channel']): Downloader {
  return {
    address: clientAddress(headers),
    userAgent: headers.get('user-agent')?.slice(0, 512) ?? null,
    channel,
  }
}

export function downloadsRoutes(deps: SiteDeps) {
  const routes = new Hono()

  const onlyGet = methodNotAllowed('GET')
  routes.get('/downloads/:grant', async (c) => {
    // Hono answers HEAD with the GET handler; a link checker's HEAD must not spend a download.
    if (c.req.method === 'HEAD') return onlyGet(c)
    const url = await spendDownload(
      deps,
      c.req.param('grant'),
      c.req.query('token') ?? '',
      fileFormat(c.req.query('format')),
      downloaderOf(c.req.raw.headers, 'link'),
    )
    // Each visit spends a download: nothing may cache the redirect, nor leak the token onwards.
    c.header('Cache-Control', 'no-store')
    c.header('Referrer-Policy', 'no-referrer')
    return c.redirect(url, 302)
  })

  return routes
}
