import { PlaceholderPage } from '@/components/ui/PlaceholderPage'

export default function PaymentSuccessPage() {
  return <PlaceholderPage page="paymentSuccess" />
}
