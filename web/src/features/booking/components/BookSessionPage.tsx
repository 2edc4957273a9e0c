import { PlaceholderPage } from '@/components/ui/PlaceholderPage'

export default function BookSessionPage() {
  return <PlaceholderPage page="bookSession" />
}
