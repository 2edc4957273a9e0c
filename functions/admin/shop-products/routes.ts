import { type Context, Hono } from 'hono'
import {
  ProductCreateInput,
  ProductImagePath,
  ProductListQuery,
  ProductUpdateInput,
  ProductUploadInput,
  StockChange,
} from '../../_shared/contract/admin/shop-products.ts'
import { readJson } from '../../_shared/http/json-body.ts'
import { accessTokenOf, MAX_CATALOG_JSON_BYTES, parseQuery, rowId } from '../catalog/request.ts'
import { retryingSlugRace } from '../catalog/slug-race.ts'
import { adminStorage, publicUrlOf, removeQuietly } from '../catalog/storage-api.ts'
import type { AdminDeps } from '../deps.ts'
import { type AdminEnv, runAsAdmin } from '../guard.ts'
import { completeImageUpload, removeImage, signImageUpload } from './product-images.ts'
import { listProducts, productNotFound, readProduct } from './product-reads.ts'
import { changeStock } from './product-stock.ts'
import { createProduct, deleteProduct, setProductActive, updateProduct } from './product-writes.ts'

/** The admin's shop products: list, read, create, edit, stock, show/hide, images, delete. */
export function productsRoutes(deps: AdminDeps) {
  const routes = new Hono<AdminEnv>()
  const urlOf = publicUrlOf(deps.env.SUPABASE_URL)
  const asAdmin = runAsAdmin(deps)
  const idOf = (c: Context<AdminEnv>) => rowId(c.req.param('id'), productNotFound)
  const adminOf = (c: Context<AdminEnv>) => ({
    sql: deps.sql,
    identity: c.get('identity'),
    storage: adminStorage(deps.env, accessTokenOf(c)),
  })
  const answer = (c: Context<AdminEnv>, id: string, status: 200 | 201 = 200) =>
    asAdmin(c, (tx) => readProduct(tx, id, urlOf)).then((product) => c.json(product, status))

  routes.get('/products', async (c) => {
    const query = parseQuery(ProductListQuery, c.req.query())
    return c.json(await asAdmin(c, (tx) => listProducts(tx, query, urlOf)))
  })
  routes.post('/products', async (c) => {
    const input = await readJson(c, ProductCreateInput, MAX_CATALOG_JSON_BYTES)
    const id = await retryingSlugRace(!input.slug, () =>
      asAdmin(c, (tx) => createProduct(tx, input)),
    )
    return answer(c, id, 201)
  })

  routes.get('/products/:id', (c) => answer(c, idOf(c)))
  routes.patch('/products/:id', async (c) => {
    const id = idOf(c)
    const patch = await readJson(c, ProductUpdateInput, MAX_CATALOG_JSON_BYTES)
    await retryingSlugRace(false, () => asAdmin(c, (tx) => updateProduct(tx, id, patch)))
    return answer(c, id)
  })
  routes.delete('/products/:id', async (c) => {
    const id = idOf(c)
    const images = await asAdmin(c, (tx) => deleteProduct(tx, id))
    await removeQuietly(adminOf(c).storage, 'products', images)
    return c.body(null, 204)
  })

  routes.post('/products/:id/stock', async (c) => {
    const id = idOf(c)
    const change = await readJson(c, StockChange)
    await asAdmin(c, (tx) => changeStock(tx, id, change))
    return answer(c, id)
  })

  for (const [action, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    routes.post(`/products/:id/${action}`, async (c) => {
      const id = idOf(c)
      await asAdmin(c, (tx) => setProductActive(tx, id, active))
      return answer(c, id)
    })
  }

  routes.post('/products/:id/uploads', async (c) => {
    const id = idOf(c)
    const upload = await readJson(c, ProductUploadInput)
    return c.json(await signImageUpload(adminOf(c), id, upload), 201)
  })
  routes.post('/products/:id/uploads/complete', async (c) => {
    const id = idOf(c)
    const { path } = await readJson(c, ProductImagePath)
    await completeImageUpload(adminOf(c), id, path)
    return answer(c, id)
  })

  routes.delete('/products/:id/images', async (c) => {
    const id = idOf(c)
    const { path } = await readJson(c, ProductImagePath)
    await removeImage(adminOf(c), id, path)
    return answer(c, id)
  })

  return routes
}
