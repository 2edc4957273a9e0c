import { PlaceholderPage } from '@/components/ui/PlaceholderPage'

export default function TracksPage() {
  return <PlaceholderPage page="tracks" />
}
