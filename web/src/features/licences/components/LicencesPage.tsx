import { PlaceholderPage } from '@/components/ui/PlaceholderPage'

export default function LicencesPage() {
  return <PlaceholderPage page="licences" />
}
