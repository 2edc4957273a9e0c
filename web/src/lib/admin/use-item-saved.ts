import type { TFunction } from 'i18next'
import { useSWRConfig } from 'swr'
import { useLocation } from 'wouter'
import { showToast } from '@/lib/toast'

type Options<Item> = {
  creating: boolean
  /** The SWR key of one item's screen. */
  itemKey: (id: string) => string
  /** Revalidates the lists and public pages that show such items. */
  changed: () => unknown
  /** The admin path of an item's screen, opened after creating it. */
  pathOf: (id: string) => string
  nameOf: (item: Item) => string
  /** In the feature's namespace: `form.created`, `form.createdBody`, `form.saved`. */
  t: TFunction
}

/**
 * What follows a catalogue item's accepted save: its screen shows the saved item, the lists
 * refresh, a toast says so, and a new item's own screen opens (for its files or photos).
 */
export function useItemSaved<Item extends { id: string }>(options: Options<Item>) {
  const { mutate } = useSWRConfig()
  const [, navigate] = useLocation()
  const { creating, itemKey, changed, pathOf, nameOf, t } = options
  return (saved: Item) => {
    void mutate(itemKey(saved.id), saved, false)
    void changed()
    if (creating) {
      showToast({ tone: 'success', title: t('form.created'), body: t('form.createdBody') })
      navigate(pathOf(saved.id), { replace: true })
    } else {
      showToast({ tone: 'success', title: t('form.saved'), body: nameOf(saved) })
    }
  }
}
