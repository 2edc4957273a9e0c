import { PlaceholderPage } from '@/components/ui/PlaceholderPage'

export default function ProductPage() {
  return <PlaceholderPage page="product" />
}
