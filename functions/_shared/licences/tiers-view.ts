import type { LicenceTiersView } from '../contract/licence-tiers.ts'
import type { Tx } from '../db/request-context.ts'
import { readLicenceTiers } from './offers.ts'

/** The tiers as everyone reads them, with the terms' version and how prices treat VAT. */
export async function readLicenceTiersView(tx: Tx): Promise<LicenceTiersView> {
  const tiers = await readLicenceTiers(tx)
  const [row] = await tx<{ version: string; prices_include_tax: boolean }[]>`
    select private.licence_terms_version() as version, prices_include_tax from public.settings`
  if (!row) throw new Error('Expected the settings row: were the migrations applied?')
  return { tiers, prices_include_tax: row.prices_include_tax, terms_version: row.version }
}
