import { PlaceholderPage } from '@/components/ui/PlaceholderPage'

export default function TrackPage() {
  return <PlaceholderPage page="track" />
}
