import { PlaceholderPage } from '@/components/ui/PlaceholderPage'

export default function ProductionPage() {
  return <PlaceholderPage page="production" />
}
