import type { Factor } from '@supabase/supabase-js'
import type { TFunction } from 'i18next'

/** A factor as the owner named it, else by its kind ("Security key", "Phone", "Authenticator app"). */
export function factorLabel(t: TFunction, factor: Pick<Factor, 'factor_type' | 'friendly_name'>) {
  return factor.friendly_name || t(`auth:factors.${factor.factor_type}`)
}
