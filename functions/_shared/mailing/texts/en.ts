import type { MailingTexts } from './es.ts'

export const en: MailingTexts = {
  consent: 'Yes, email me news of releases and gigs from {brand}. I can unsubscribe at any time.',
  checkout_consent:
    'Stripe Checkout’s “email me news and offers” box, ticked when paying order {order}.',
  confirm_subject: 'Confirm your subscription to news from {brand}',
  confirm_preheader: 'One click and you’re in.',
  confirm_body:
    'You asked for news from {brand}: new releases and upcoming gigs. To confirm this address is yours, press the button.',
  confirm_button: 'Confirm my subscription',
  confirm_ignore:
    'If it wasn’t you, just ignore this email: without your confirmation we won’t write to you.',
  manage_subject: 'Your subscription and your data at {brand}',
  manage_preheader: 'The link you asked for, valid for 24 hours.',
  manage_body:
    'With this link you can unsubscribe, change the language of the news, download the data the site holds on this address, or have it erased. It works for 24 hours.',
  manage_button: 'Manage my subscription and data',
  manage_ignore: 'If it wasn’t you, just ignore this email: nothing changes.',
  footer_reason: 'You’re getting this email because you subscribed to news from {brand}.',
  footer_unsubscribe: 'Unsubscribe',
  footer_manage: 'Change language or manage my data',
  release_subject: 'New release: {title}',
  release_body: '“{title}” is out now. Listen and get your licence on the site.',
  release_link: 'Listen to “{title}”',
  gig_subject: '{brand} live: {city}, {date}',
  gig_body: 'See you on {date} at {venue} ({city}).',
  gig_tickets: 'Tickets',
  gig_link: 'All dates',
  erased_subject: 'A fan erased their data',
  erased_body:
    'At their request, confirmed from their inbox, the site erased what it held on {email}: their subscription, {messages} messages, and their personal details in {orders} orders (the orders are kept, as the law requires, without name, email or address).',
  signature: 'Cheers,\n{brand}',
}
