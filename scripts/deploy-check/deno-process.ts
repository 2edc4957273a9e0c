import { type ChildProcess, spawn } from 'node:child_process'
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../../tests/helpers/free-port.ts'
import type { StagedBundle } from './bundle/stage.ts'

const DENO = fileURLToPath(new URL('../../node_modules/.bin/deno', import.meta.url))
const BOOT_TIMEOUT_MS = 60_000

export type Served = {
  child: ChildProcess
  url: string
  started: number
  exited: Promise<unknown>
  /** What the process printed so far. */
  output: () => string
}

/**
 * Runs a staged bundle under Deno as Supabase runs the deployed function: its folder is the only
 * one it may read (a file read from the project fails there as on the host), nothing is fetched
 * from npm or the web, and its environment is `env` alone (no proxy: offline).
 */
export async function serveBundle(
  bundle: StagedBundle,
  env: Record<string, string>,
): Promise<Served> {
  const port = await freePort()
  const started = performance.now()
  const child = spawn(
    DENO,
    [
      'run',
      '--no-config',
      '--no-lock',
      '--no-remote',
      '--no-npm',
      '--allow-net',
      '--allow-env',
      '--allow-sys',
      `--allow-read=${bundle.dir}`,
      relative(bundle.dir, bundle.entry),
    ],
    {
      cwd: bundle.dir,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        ...(process.env.DENO_DIR ? { DENO_DIR: process.env.DENO_DIR } : {}),
        NO_COLOR: '1',
        ...env,
        DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  const keep = (chunk: Buffer) => {
    output += chunk.toString()
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise((done) => child.once('exit', done))
  return { child, url: `http://127.0.0.1:${port}`, started, exited, output: () => output }
}

export async function stopServed(served: Served) {
  served.child.kill()
  await served.exited
}

/** Asks until the function answers; the time is when the answer arrived. */
export async function firstAnswer(served: Served, probe: { method: string; path: string }) {
  const deadline = Date.now() + BOOT_TIMEOUT_MS
  for (;;) {
    if (served.child.exitCode !== null) {
      throw new Error(`${probe.path} exited with ${served.child.exitCode}:\n${served.output()}`)
    }
    try {
      const response = await fetch(`${served.url}/${probe.path}`, {
        method: probe.method,
        ...(probe.method === 'POST' ? { body: '{}' } : {}),
      })
      const at = performance.now()
      await response.arrayBuffer()
      return { status: response.status, at }
    } catch (error) {
      if (Date.now() > deadline) {
        throw new Error(`${probe.path} did not answer: ${error}\n${served.output()}`)
      }
      // Not listening yet: ask again as soon as the event loop is free.
      await new Promise((next) => setImmediate(next))
    }
  }
}
