// Supabase's edge runtime keeps a function alive for work handed to EdgeRuntime.waitUntil after the
// response is sent. Absent elsewhere (Node, plain Deno), where the promise simply runs.
declare const EdgeRuntime: { waitUntil(promise: Promise<unknown>): void } | undefined

export function runAfterResponse(work: () => Promise<unknown>): void {
  const running = work().catch((error) => console.error('[background]', error))
  if (typeof EdgeRuntime !== 'undefined') EdgeRuntime.waitUntil(running)
}
