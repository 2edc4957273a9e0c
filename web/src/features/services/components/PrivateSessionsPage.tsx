import { PlaceholderPage } from '@/components/ui/PlaceholderPage'

export default function PrivateSessionsPage() {
  return <PlaceholderPage page="privateSessions" />
}
