/** Polls until `probe` returns a value other than undefined/false, or fails after the deadline. */
export async function waitFor<T>(
  description: string,
  probe: () => T | undefined | false | Promise<T | undefined | false>,
  { timeoutMs = 10_000, intervalMs = 20 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const result = await probe()
    if (result !== undefined && result !== false) return result
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${description}`)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
