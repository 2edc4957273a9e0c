import { LICENCE_NAMES } from '../../../licences/names.ts'

/**
 * What a buyer and the owner read about an order, in English. Every language has exactly these
 * keys and the same `{placeholders}` (orders/emails/texts.test.ts checks both).
 */
export const en = {
  /** Between a label and its value (French puts a no-break space before the colon). */
  labelSeparator: ': ',
  licencePrivate: LICENCE_NAMES.en.private,
  licenceCommercial: LICENCE_NAMES.en.commercial,
  licenceExclusive: LICENCE_NAMES.en.exclusive,
  checkoutTrackDescription: 'MP3 at 320 kbps · perpetual licence',
  checkoutExclusiveDescription: 'MP3 at 320 kbps · exclusive rights: the track comes off sale',
  checkoutBundleFree: 'Free with the licence bundle (1 in 3 private licences)',
  subjectWithTracks: 'Order #{number}: your downloads and licences',
  subjectGearOnly: 'Order #{number} confirmed',
  preheaderWithTracks: 'Payment confirmed. Your tracks are ready to download.',
  preheaderGearOnly: 'Payment confirmed. We are getting your gear ready to ship.',
  greeting: 'Hi {name},',
  intro: 'Thank you for your order. Your payment of {total} is confirmed.',
  tracksHeading: 'Your tracks',
  downloadsNote:
    'You can download each track {count} times. Every click opens a fresh link to the MP3 file (320 kbps) that is valid for 60 seconds.',
  downloadButton: 'Download MP3',
  licenceNumber: 'Licence number',
  certificateLink: 'Licence certificate (PDF)',
  licencesNote:
    'Your licences are perpetual. The certificate sets out what each licence allows; keep it with your records.',
  gearHeading: 'Your gear',
  quantity: 'Quantity',
  shippingNote: 'We are getting your gear ready and will ship it to:',
  shippingLine: 'Shipping ({rate})',
  bundleFree: 'free with the bundle',
  subtotal: 'Subtotal',
  bundleLine: 'Licence bundle (1 in 3 private licences free)',
  discountLine: 'Promotion code {code}',
  discountLineNoCode: 'Discount',
  exclusiveNote:
    'Exclusive rights: from now on nobody else can license this track. Licences sold before yours stay valid.',
  total: 'Total',
  libraryLink: 'Your library: get your downloads again any time',
  keepEmail: 'Keep this email: it holds your download links and licence numbers.',
  help: 'Questions about your order? Reply to this email and we will help.',
  footer: 'You are receiving this email because you placed order #{number} at {brand}.',
  shippedSubject: 'Order #{number} is on its way',
  shippedPreheader: 'Your gear has shipped with {carrier}.',
  shippedIntro: 'Good news: your gear has left the studio and is on its way with {carrier}.',
  shippedTracking: 'Tracking number',
  shippedTrackButton: 'Track your parcel',
  shippedAddress: 'It is going to:',
  ownerSubject: 'New sale: order #{number} ({total})',
  ownerIntro: '{name} ({email}) has paid order #{number}.',
  ownerItemsHeading: 'Items',
  ownerShipTo: 'Ship to',
  ownerNoShipping: 'Digital order: nothing to ship.',
  ownerFooter: 'Sale notice from your website, {brand}.',
  unmatchedSubject: 'Payment refunded automatically: {amount}',
  unmatchedUnknownOrder:
    'Stripe took {amount} from {email} for a checkout ({session}) that no order on the site belongs to.',
  unmatchedOrderClosed:
    'Stripe took {amount} from {email} for order #{number}, which had already been closed when the payment arrived.',
  unmatchedExclusiveSold:
    'Stripe took {amount} from {email} for order #{number}, but the exclusive rights to a track in it had already been sold to another buyer.',
  unmatchedRefund:
    'The site is refunding the full amount to the buyer automatically, and nothing was delivered. If the buyer gets in touch, the payment is in Stripe under {session}.',
  unmatchedFooter: 'Payment notice from your website, {brand}.',
  refundSubject: 'Order #{number}: your payment is being refunded',
  refundIntro:
    'The exclusive rights to {track} were bought by another buyer moments before your payment arrived, so order #{number} could not be completed and nothing was delivered.',
  refundBody:
    'Your payment of {amount} is being refunded in full. Depending on your bank, it can take 5 to 10 days to reach you.',
  licenceWav: LICENCE_NAMES.en.wav,
  licenceTrackout: LICENCE_NAMES.en.trackout,
  checkoutWavDescription: 'MP3 and WAV master · perpetual licence',
  checkoutTrackoutDescription: 'MP3, WAV master and stems · perpetual licence',
  checkoutTermsAcceptance: 'I have read and accept the [licence terms]({url}) (version {version}).',
  downloadWav: 'Download WAV',
  downloadStems: 'Download stems (zip)',
  downloadsNoteFiles:
    'You can download each file {count} times. Every click opens a fresh link to the file that is valid for 60 seconds.',
  taxLine: 'VAT',
  taxIncludedLine: 'Of which VAT',
  reverseChargeNote: 'VAT reverse charge: the customer accounts for the VAT.',
  invoiceLink: 'Your invoice (PDF)',
  termsAccepted: 'You accepted the licence terms at checkout (version {version}).',
  ownerTax: 'VAT charged: {amount} ({country})',
  ownerNoTax: 'No VAT charged ({reason}).',
  ownerReverseCharge: 'reverse charge, business customer',
  ownerOutsideEu: 'outside the EU',
  disputeSubject: 'Payment disputed: order #{number} ({amount})',
  disputeIntro:
    '{email} has disputed the payment of {amount} for order #{number} with their bank. Reason given: {reason}.',
  disputeRevoked:
    'The order’s downloads and licence certificates are closed while the dispute is open.',
  disputeEvidence:
    'The order’s page in the admin shows every download and exports an evidence PDF (the order, the licence terms accepted, the emails sent and each download) to submit in Stripe.',
  recoverySubject: 'Your checkout at {brand} is waiting for you',
  recoveryPreheader: 'Your checkout expired, but your selection is one click away.',
  recoveryIntro: 'Hi {name}, your checkout for {items} expired before it was paid.',
  recoveryButton: 'Return to checkout',
  recoveryNote:
    'The link opens a new checkout with the same items. Nothing is charged until you pay.',
  recoveryFooter:
    'You are receiving this email because you agreed to hear from {brand} when you started your checkout.',
  lineRefundSubject: 'Order #{number}: {amount} refunded',
  lineRefundPreheader: 'Part of your order has been refunded.',
  lineRefundIntro: 'We have refunded {amount} for these items from order #{number}:',
  lineRefundLicence: 'its downloads and licence certificate are now closed',
  lineRefundRestocked: 'cancelled before it shipped',
  lineRefundReturned:
    'already shipped: reply to this email and we will tell you how to send it back',
  lineRefundBank:
    'The money goes back to the card you paid with. Depending on your bank, it can take 5 to 10 days to appear.',
  lineRefundRest:
    'The rest of your order is unchanged: your other downloads and licences keep working.',
}

export type OrderTexts = typeof en
