import { cors } from 'hono/cors'

/**
 * CORS for the website only: SITE_URL, plus loopback origins when the site itself runs on
 * localhost (development and tests).
 */
export function siteCors(siteUrl: string) {
  const site = new URL(siteUrl).origin
  const isLocalSite = ['localhost', '127.0.0.1'].includes(new URL(siteUrl).hostname)
  return cors({
    origin: (origin) => {
      if (origin === site) return origin
      if (isLocalSite && /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin)) return origin
      return null
    },
    allowHeaders: ['authorization', 'x-client-info', 'apikey', 'content-type'],
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  })
}
