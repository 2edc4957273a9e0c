import type { Receipt } from './submit.ts'

/** The hidden `website` field: people never see it, so anything typed there came from a bot. */
export function filledHoneypot(input: { website: string }): boolean {
  return input.website.trim() !== ''
}

/** What a bot is told: exactly what a person would be, so it learns nothing; nothing was stored. */
export function decoyReceipt(): Receipt {
  return { id: crypto.randomUUID(), status: 'received' }
}
