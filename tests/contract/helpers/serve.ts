import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'

export interface ServedApp {
  origin: string
  port: number
  close(): Promise<void>
}

/** Serves an app (anything with a fetch handler, e.g. Hono) on an ephemeral loopback port. */
export async function serveApp(app: {
  fetch: (request: Request) => Response | Promise<Response>
}): Promise<ServedApp> {
  const server = serve({ fetch: (request) => app.fetch(request), port: 0, hostname: '127.0.0.1' })
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  let closed: Promise<void> | undefined
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    close() {
      closed ??= new Promise<void>((resolve, reject) => {
        if ('closeAllConnections' in server) server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      })
      return closed
    },
  }
}

export function temporaryDirectory(prefix: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), `${prefix}-`))
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) }
}
