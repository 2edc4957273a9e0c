import type { TFunction } from 'i18next'
import { useSWRConfig } from 'swr'
import { useLocation } from 'wouter'
import { showToast } from '@/lib/toast'
import type { CatalogueItem, CatalogueKind } from './catalogue-kind'

type Options<Item extends CatalogueItem> = {
  kind: CatalogueKind<Item>
  creating: boolean
  /** In the kind's namespace: `form.created`, `form.createdBody`, `form.saved`. */
  t: TFunction
}

/**
 * What follows a catalogue item's accepted save: its screen shows the saved item, the lists
 * refresh, a toast says so, and a new item's own screen opens (for its files or photos).
 */
export function useItemSaved<Item extends CatalogueItem>({ kind, creating, t }: Options<Item>) {
  const { mutate } = useSWRConfig()
  const [, navigate] = useLocation()
  const changed = kind.useChanged()
  return (saved: Item) => {
    void mutate(kind.itemKey(saved.id), saved, false)
    void changed()
    if (creating) {
      showToast({ tone: 'success', title: t('form.created'), body: t('form.createdBody') })
      navigate(`${kind.listPath}/${saved.id}`, { replace: true })
    } else {
      showToast({ tone: 'success', title: t('form.saved'), body: kind.nameOf(saved) })
    }
  }
}
