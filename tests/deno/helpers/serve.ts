import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { freePort } from '../../helpers/free-port.ts'

export const root = fileURLToPath(new URL('../../..', import.meta.url))
export const deno = `${root}/node_modules/.bin/deno`

export type Served = { url: string; process: ChildProcess }

// What Deno itself needs from the machine to fetch the npm packages the functions import (through
// a proxy, trusting the machine's certificates), and nothing of the functions' own settings.
const DENO_MACHINE_VARS = [
  'PATH',
  'HOME',
  'DENO_DIR',
  'DENO_CERT',
  'DENO_TLS_CA_STORE',
  'NODE_EXTRA_CA_CERTS',
  'NPM_CONFIG_REGISTRY',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
]
export const denoMachine: Record<string, string> = {
  NO_COLOR: '1',
  // Deno trusts only its own (Mozilla) list unless told to; the machine's may hold a proxy's CA.
  DENO_TLS_CA_STORE: 'mozilla,system',
  ...Object.fromEntries(
    DENO_MACHINE_VARS.flatMap((name) => {
      const value = process.env[name]
      return value === undefined ? [] : [[name, value]]
    }),
  ),
}

/** Starts `functions/<name>/index.ts` under Deno on a free port; resolves once it listens. */
export async function serveWithDeno(name: string, env: Record<string, string>): Promise<Served> {
  const port = await freePort()
  const child = spawn(
    deno,
    ['run', '--allow-net', '--allow-env', '--allow-read', '--allow-sys', `${name}/index.ts`],
    {
      cwd: `${root}/functions`,
      env: {
        ...denoMachine,
        ...env,
        DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output}`)), 120_000)
    const listen = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Listening on')) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout?.on('data', listen)
    child.stderr?.on('data', listen)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${name} exited with ${code}:\n${output}`))
    })
  })
  return { url: `http://127.0.0.1:${port}/${name}`, process: child }
}
