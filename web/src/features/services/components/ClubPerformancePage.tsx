import { PlaceholderPage } from '@/components/ui/PlaceholderPage'

export default function ClubPerformancePage() {
  return <PlaceholderPage page="clubPerformance" />
}
