import type { FunctionDeps } from '../_shared/function-app.ts'

/** What the site function's routes and services are given, never reach for. */
export type SiteDeps = FunctionDeps
