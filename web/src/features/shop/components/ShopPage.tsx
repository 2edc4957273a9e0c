import { PlaceholderPage } from '@/components/ui/PlaceholderPage'

export default function ShopPage() {
  return <PlaceholderPage page="shop" />
}
