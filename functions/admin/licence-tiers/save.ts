import type { LicenceTiersInput } from '../../_shared/contract/licence-tiers.ts'
import type { Tx } from '../../_shared/db/request-context.ts'

/**
 * Replaces every tier's files and caps, and the VAT setting, in one transaction. Only a tier that
 * changed is written: its `updated_at` moves, and with it the terms' version buyers accept next.
 */
export async function saveLicenceTiers(tx: Tx, input: LicenceTiersInput): Promise<void> {
  for (const { licence, files, caps } of input.tiers) {
    await tx`
      update public.licence_tiers
      set files = ${tx.array(files)}::text[], copies = ${caps.copies}, streams = ${caps.streams},
        videos = ${caps.videos}, radio = ${caps.radio}, live = ${caps.live}
      where licence = ${licence}
        and (files, copies, streams, videos, radio, live) is distinct from
          (${tx.array(files)}::text[], ${caps.copies}::int, ${caps.streams}::int,
           ${caps.videos}::int, ${caps.radio}::int, ${caps.live}::int)`
  }
  await tx`update public.settings set prices_include_tax = ${input.prices_include_tax} where id`
}
