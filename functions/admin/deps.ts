import type { FunctionDeps } from '../_shared/function-app.ts'

/** What the admin function's routes and services are given. */
export type AdminDeps = FunctionDeps
