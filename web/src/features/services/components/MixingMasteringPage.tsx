import { PlaceholderPage } from '@/components/ui/PlaceholderPage'

export default function MixingMasteringPage() {
  return <PlaceholderPage page="mixingMastering" />
}
