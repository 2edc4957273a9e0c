import { PlaceholderPage } from '@/components/ui/PlaceholderPage'

export default function SitemapPage() {
  return <PlaceholderPage page="sitemap" />
}
