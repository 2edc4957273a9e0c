import { LICENCE_NAMES } from '../../../licences/names.ts'

/**
 * What a buyer and the owner read about an order, in English. Every language has exactly these
 * keys and the same `{placeholders}` (orders/emails/texts.test.ts checks both).
 */
export const en = {
  licence_private: LICENCE_NAMES.en.private,
  licence_commercial: LICENCE_NAMES.en.commercial,
  licence_exclusive: LICENCE_NAMES.en.exclusive,
  checkout_track_description: 'MP3 at 320 kbps · perpetual licence',
  checkout_exclusive_description: 'MP3 at 320 kbps · exclusive rights: the track comes off sale',
  checkout_bundle_free: 'Free with the licence bundle (1 in 3 private licences)',
  subject_with_tracks: 'Order #{number}: your downloads and licences',
  subject_gear_only: 'Order #{number} confirmed',
  preheader_with_tracks: 'Payment confirmed. Your tracks are ready to download.',
  preheader_gear_only: 'Payment confirmed. We are getting your gear ready to ship.',
  greeting: 'Hi {name},',
  intro: 'Thank you for your order. Your payment of {total} is confirmed.',
  tracks_heading: 'Your tracks',
  downloads_note:
    'You can download each track {count} times. Every click opens a fresh link to the MP3 file (320 kbps) that is valid for 60 seconds.',
  download_button: 'Download MP3',
  licence_number: 'Licence number',
  certificate_link: 'Licence certificate (PDF)',
  licences_note:
    'Your licences are perpetual. The certificate sets out what each licence allows; keep it with your records.',
  gear_heading: 'Your gear',
  quantity: 'Quantity',
  shipping_note: 'We are getting your gear ready and will ship it to:',
  shipping_line: 'Shipping ({rate})',
  bundle_free: 'free with the bundle',
  subtotal: 'Subtotal',
  bundle_line: 'Licence bundle (1 in 3 private licences free)',
  discount_line: 'Promotion code {code}',
  discount_line_no_code: 'Discount',
  exclusive_note:
    'Exclusive rights: from now on nobody else can license this track. Licences sold before yours stay valid.',
  total: 'Total',
  library_link: 'Your library: get your downloads again any time',
  keep_email: 'Keep this email: it holds your download links and licence numbers.',
  help: 'Questions about your order? Reply to this email and we will help.',
  footer: 'You are receiving this email because you placed order #{number} at {brand}.',
  shipped_subject: 'Order #{number} is on its way',
  shipped_preheader: 'Your gear has shipped with {carrier}.',
  shipped_intro: 'Good news: your gear has left the studio and is on its way with {carrier}.',
  shipped_tracking: 'Tracking number',
  shipped_track_button: 'Track your parcel',
  shipped_address: 'It is going to:',
  owner_subject: 'New sale: order #{number} ({total})',
  owner_intro: '{name} ({email}) has paid order #{number}.',
  owner_items_heading: 'Items',
  owner_ship_to: 'Ship to',
  owner_no_shipping: 'Digital order: nothing to ship.',
  owner_footer: 'Sale notice from your website, {brand}.',
  unmatched_subject: 'Payment refunded automatically: {amount}',
  unmatched_unknown_order:
    'Stripe took {amount} from {email} for a checkout ({session}) that no order on the site belongs to.',
  unmatched_order_closed:
    'Stripe took {amount} from {email} for order #{number}, which had already been closed when the payment arrived.',
  unmatched_exclusive_sold:
    'Stripe took {amount} from {email} for order #{number}, but the exclusive rights to a track in it had already been sold to another buyer.',
  unmatched_refund:
    'The site is refunding the full amount to the buyer automatically, and nothing was delivered. If the buyer gets in touch, the payment is in Stripe under {session}.',
  unmatched_footer: 'Payment notice from your website, {brand}.',
  refund_subject: 'Order #{number}: your payment is being refunded',
  refund_intro:
    'The exclusive rights to {track} were bought by another buyer moments before your payment arrived, so order #{number} could not be completed and nothing was delivered.',
  refund_body:
    'Your payment of {amount} is being refunded in full. Depending on your bank, it can take 5 to 10 days to reach you.',
  licence_wav: LICENCE_NAMES.en.wav,
  licence_trackout: LICENCE_NAMES.en.trackout,
  checkout_wav_description: 'MP3 and WAV master · perpetual licence',
  checkout_trackout_description: 'MP3, WAV master and stems · perpetual licence',
  checkout_terms_acceptance:
    'I have read and accept the [licence terms]({url}) (version {version}).',
  download_wav: 'Download WAV',
  download_stems: 'Download stems (zip)',
  downloads_note_files:
    'You can download each file {count} times. Every click opens a fresh link to the file that is valid for 60 seconds.',
  tax_line: 'VAT',
  tax_included_line: 'Of which VAT',
  reverse_charge_note: 'VAT reverse charge: the customer accounts for the VAT.',
  invoice_link: 'Your invoice (PDF)',
  terms_accepted: 'You accepted the licence terms at checkout (version {version}).',
  owner_tax: 'VAT charged: {amount} ({country})',
  owner_no_tax: 'No VAT charged ({reason}).',
  owner_reverse_charge: 'reverse charge, business customer',
  owner_outside_eu: 'outside the EU',
  dispute_subject: 'Payment disputed: order #{number} ({amount})',
  dispute_intro:
    '{email} has disputed the payment of {amount} for order #{number} with their bank. Reason given: {reason}.',
  dispute_revoked:
    'The order’s downloads and licence certificates are closed while the dispute is open.',
  dispute_evidence:
    'The order’s page in the admin shows every download and exports an evidence PDF (the order, the licence terms accepted, the emails sent and each download) to submit in Stripe.',
  recovery_subject: 'Your checkout at {brand} is waiting for you',
  recovery_preheader: 'Your checkout expired, but your selection is one click away.',
  recovery_intro: 'Hi {name}, your checkout for {items} expired before it was paid.',
  recovery_button: 'Return to checkout',
  recovery_note:
    'The link opens a new checkout with the same items. Nothing is charged until you pay.',
  recovery_footer:
    'You are receiving this email because you agreed to hear from {brand} when you started your checkout.',
  line_refund_subject: 'Order #{number}: {amount} refunded',
  line_refund_preheader: 'Part of your order has been refunded.',
  line_refund_intro: 'We have refunded {amount} for these items from order #{number}:',
  line_refund_licence: 'its downloads and licence certificate are now closed',
  line_refund_restocked: 'cancelled before it shipped',
  line_refund_returned:
    'already shipped: reply to this email and we will tell you how to send it back',
  line_refund_bank:
    'The money goes back to the card you paid with. Depending on your bank, it can take 5 to 10 days to appear.',
  line_refund_rest:
    'The rest of your order is unchanged: your other downloads and licences keep working.',
}

export type OrderTexts = typeof en
