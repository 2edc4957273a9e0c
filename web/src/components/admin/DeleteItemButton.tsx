import { useTranslation } from 'react-i18next'
import { useSWRConfig } from 'swr'
import type { CatalogueItem, CatalogueKind } from '@/lib/admin/catalogue-kind'
import { DeleteButton } from './DeleteButton'

/**
 * Deletes a catalogue item (a track, a product) after a confirmation. One that has sold stays for
 * its buyers (the server refuses with `track_sold` or `product_sold`), so it gets no Delete
 * button; the server still refuses one that is only in an order not yet paid, and the toast then
 * says so.
 */
export function DeleteItemButton<Item extends CatalogueItem>({
  kind,
  item,
  onDeleted,
}: {
  kind: CatalogueKind<Item>
  item: Item
  onDeleted?: () => void
}) {
  const { t } = useTranslation(kind.ns)
  const { cache } = useSWRConfig()
  const changed = kind.useChanged()
  if (item.sold_count > 0) return null
  const name = kind.nameOf(item)
  const named = { [kind.nameVar]: name }
  return (
    <DeleteButton
      label={t('delete.label', named)}
      title={t('delete.title', named)}
      body={t('delete.body')}
      onDelete={async () => {
        await kind.remove(item.id)
        // Its own entry goes first, so reading the lists again does not ask for it (a 404).
        cache.delete(kind.itemKey(item.id))
        await changed()
      }}
      done={{ title: t('delete.done'), body: name }}
      failedTitle={t('delete.failed', named)}
      onDeleted={onDeleted}
    />
  )
}
