import { PlaceholderPage } from '@/components/ui/PlaceholderPage'

export default function FestivalPerformancePage() {
  return <PlaceholderPage page="festivalPerformance" />
}
