import { PlaceholderPage } from '@/components/ui/PlaceholderPage'

export default function DjSetsPage() {
  return <PlaceholderPage page="djSets" />
}
