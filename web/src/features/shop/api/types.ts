// `site/products` answers as the client reads them; the server validates and prices everything.

export type StockState = 'in_stock' | 'low' | 'sold_out'

export type ProductSpec = { label: string; value: string }

export type Product = {
  slug: string
  name: string
  category: string
  description: string | null
  specs: ProductSpec[]
  /** Cents of `currency`. */
  priceCents: number
  currency: string
  /** Units that can be bought now. */
  available: number
  /** What one order may hold (all but one when two or more are left). */
  maxPerOrder: number
  stock: StockState
  imageUrls: string[]
}

export type ProductList = { items: Product[]; categories: string[] }
