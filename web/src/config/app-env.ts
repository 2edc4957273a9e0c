import type { Env } from './env'

/** The environment parsed by `parseEnv` when the build started, inlined by Vite (`define`). */
export const env: Env = __APP_ENV__
