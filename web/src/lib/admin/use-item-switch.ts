import { type ReactNode, useState } from 'react'
import { useSWRConfig } from 'swr'
import { showToast } from '@/lib/toast'
import type { CatalogueItem, CatalogueKind } from './catalogue-kind'

type Options<Item extends CatalogueItem> = {
  kind: CatalogueKind<Item>
  item: Item
  /** Saves the new state; returns the item as saved. */
  save: (id: string, on: boolean) => Promise<Item>
  /** The success toast's title for the new state (its body is the item's name). */
  doneTitle: (on: boolean) => string
  /** The error toast for the new state and the refusal. */
  failed: (on: boolean, error: unknown) => { title: string; body: ReactNode }
}

/**
 * An on/off switch of a catalogue item (published, in the shop): saves the new state, shows it
 * on the item's screen and in the lists, and says how it went in a toast.
 */
export function useItemSwitch<Item extends CatalogueItem>(options: Options<Item>) {
  const { kind, item, save, doneTitle, failed } = options
  const { mutate } = useSWRConfig()
  const changed = kind.useChanged()
  const [busy, setBusy] = useState(false)
  const change = async (on: boolean) => {
    setBusy(true)
    try {
      const saved = await save(item.id, on)
      await mutate(kind.itemKey(item.id), saved, false)
      showToast({ tone: 'success', title: doneTitle(on), body: kind.nameOf(item) })
      await changed()
    } catch (error) {
      showToast({ tone: 'error', ...failed(on, error) })
    } finally {
      setBusy(false)
    }
  }
  return { busy, change }
}
