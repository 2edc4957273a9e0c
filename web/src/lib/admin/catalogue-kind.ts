/** An item of the admin catalogue (a track, a shop product) as the shared screens handle it. */
export type CatalogueItem = { id: string; slug: string; sold_count: number }

/** What the shared catalogue screens and buttons need to know of one kind of item. */
export type CatalogueKind<Item extends CatalogueItem> = {
  /**
   * The feature's namespace: `intro`, `new`, `empty`, `filters.search`, `filters.all`, `back`,
   * `newTitle`, `newIntro`, `sections.details`, `delete.*` and `form.*` (created, createdBody,
   * saved, create).
   */
  ns: 'admin-tracks' | 'admin-shop-products'
  /** The admin API list (`tracks`, `products`): `GET admin/<resource>?q&<flag>&limit&offset`. */
  resource: 'tracks' | 'products'
  /** The list's on/off filter: its address parameter, and its label's and options' keys. */
  flag: { name: string; label: string; on: string; off: string }
  /** The admin path of the list; an item's screen is `<listPath>/<id>`. */
  listPath: string
  /** The SWR key of one item's screen. */
  itemKey: (id: string) => string
  nameOf: (item: Item) => string
  /** How the namespace's texts name the item: `{{title}}` or `{{name}}`. */
  nameVar: 'title' | 'name'
  /** Deletes an item; throws the API's refusal. */
  remove: (id: string) => Promise<unknown>
  /** Revalidates the lists and public pages that show such items. */
  useChanged: () => () => Promise<unknown>
  /** The public path a slug gives (`/track/<slug>`). */
  publicPath: (slug: string) => string
  /**
   * The field that groups the items (`genre`, `category`; labelled by `form.<group>` and
   * `form.<group>Hint`), and the values the catalogue already uses, offered as suggestions.
   */
  group: 'genre' | 'category'
  useGroups: () => string[]
}
