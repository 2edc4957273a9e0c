// The words of show offers and private sessions outside the web page: emails, calendar entries and
// the contract PDF. English is the reference; every language has exactly these keys.

export const en = {
  greeting: 'Hello {name},',
  sign_off: 'Best,\n{brand}',
  footer: '{brand} · You receive this email because of a booking with {brand}.',
  reply_hint: 'Questions? Just reply to this email.',
  event_festival: 'Festival performance',
  event_club: 'Club performance',
  event_private_event: 'Private event',
  event_corporate_event: 'Corporate event',
  label_event: 'Event',
  label_date: 'Date',
  label_location: 'City / venue',
  label_set_times: 'Set times',
  label_fee: 'Fee',
  label_deposit: 'Deposit',
  label_balance: 'Balance',
  label_balance_due: 'Balance due by',
  label_valid_until: 'Offer open until',
  label_when: 'When',
  label_length: 'Length',
  label_amount: 'Paid',
  label_genre: 'Genre',
  label_organiser: 'Organiser',
  label_name: 'Name',
  set_times_value: '{start}–{end} ({zone})',
  set_times_open: 'To be agreed',
  deposit_value: '{amount} ({percent} %), on signing',
  hours_value: '{hours} h',
  when_value: '{when} ({zone})',
  // The offer.
  offer_subject: 'Your offer: {event} on {date}',
  offer_preheader: 'Fee {fee}; a deposit of {deposit} confirms the date.',
  offer_intro:
    'Thank you for your request. Here is my offer for your event. Read it, sign it with your full legal name and pay the deposit by card: that confirms the date.',
  offer_link: 'Open the offer',
  offer_expiry:
    'The offer is open until {date}. The date is held only once the deposit has arrived.',
  // The offer withdrawn.
  withdrawn_subject: 'Offer withdrawn: {event} on {date}',
  withdrawn_preheader: 'The offer for your event is no longer open.',
  withdrawn_intro:
    'I have withdrawn my offer for your event, so its link no longer opens it and nothing can be paid through it. If a deposit was being paid at that moment, it is refunded in full automatically. Reply to this email if you would like to talk about a new date or new terms.',
  // The deposit arrived.
  confirmed_subject: 'Confirmed: {event} on {date}',
  confirmed_preheader: 'Deposit received. Your signed contract is attached.',
  confirmed_intro:
    'Your deposit of {deposit} has arrived: the date is yours. The signed contract (PDF) and a calendar entry are attached.',
  confirmed_balance:
    'The balance of {balance} is due by {date}. You will get a reminder with a payment link beforehand.',
  confirmed_paid_in_full: 'The fee is paid in full.',
  booking_link: 'Your booking page',
  owner_confirmed_subject: 'Deposit paid: {name}, {event} on {date}',
  owner_confirmed_intro:
    '{name} signed the contract and paid the deposit of {deposit}. The date is now held on your calendar. The signed contract and a calendar entry are attached.',
  inbox_link: 'Open it in the inbox',
  // The balance.
  reminder_subject: 'Balance due by {date}: {event} on {event_date}',
  reminder_final_subject: 'Reminder: balance of {balance} for {event_date}',
  reminder_intro:
    'Your show on {event_date} is coming up. The balance of {balance} is due by {date}.',
  reminder_final_intro:
    'Your show is only a few days away and the balance of {balance} has not arrived yet. Please pay it by {date}.',
  pay_balance: 'Pay the balance',
  balance_paid_subject: 'Paid in full: {event} on {date}',
  balance_paid_intro:
    'Thank you, the balance of {balance} has arrived: the fee is paid in full. See you on {date}!',
  owner_balance_paid_subject: 'Balance paid: {name}, {date}',
  owner_balance_paid_intro:
    '{name} paid the balance of {balance}. The fee of {fee} is paid in full.',
  // A payment nothing could take.
  owner_refund_subject: 'Payment refunded: {name}, {date}',
  owner_offer_refund_intro:
    '{name} paid {amount} for the offer for {date}, but the offer had been withdrawn or had expired by then. Nothing is booked and the payment is being refunded automatically (Stripe session {session}).',
  owner_session_refund_intro:
    '{name} paid {amount} for a session on {date}, but the slot was no longer free by then. Nothing is booked and the payment is being refunded automatically (Stripe session {session}).',
  refund_subject: 'Your payment of {amount} is being refunded',
  offer_refund_intro:
    'Your payment of {amount} arrived after the offer for {date} had closed, so it is being refunded in full. It usually shows on your statement within 5 to 10 days. If you still want the date, reply to this email.',
  session_refund_intro:
    'Your payment of {amount} arrived after the slot on {date} had been taken, so it is being refunded in full. It usually shows on your statement within 5 to 10 days. You are welcome to pick another slot.',
  // Private sessions.
  session_subject: 'Session booked: {date}',
  session_preheader: '{hours} h on {when}. A calendar entry is attached.',
  session_intro:
    'Your private session is booked and paid ({amount}). A calendar entry is attached.',
  session_policy:
    'You can reschedule or cancel free of charge until {deadline}. After that, a cancelled session is not refunded.',
  session_manage: 'Reschedule or cancel',
  owner_session_subject: 'Session booked: {name}, {date}',
  owner_session_intro: '{name} booked and paid a session of {hours} h ({amount}).',
  session_cancelled_subject: 'Session cancelled: {date}',
  session_cancelled_refund:
    'Your session on {date} is cancelled. {amount} is being refunded to your card.',
  session_cancelled_no_refund:
    'Your session on {date} is cancelled. It was less than {hours} hours away, so it is not refunded.',
  owner_session_cancelled_subject: 'Session cancelled: {name}, {date}',
  owner_session_cancelled_intro: '{name} cancelled the session on {date}. Refunded: {amount}.',
  session_moved_subject: 'Session moved to {date}',
  session_moved_intro: 'Your session is now on {when}. The updated calendar entry is attached.',
  owner_session_moved_subject: 'Session moved: {name}, {date}',
  owner_session_moved_intro: '{name} moved their session from {from} to {when}.',
  ics_show_summary: '{brand}: {event}',
  ics_show_owner_summary: '{event}: {name}',
  ics_session_summary: 'Private session with {brand}',
  ics_session_owner_summary: 'Private session: {name}',
  // The contract PDF.
  contract_title: 'Performance contract',
  contract_band: 'PERFORMANCE CONTRACT',
  contract_parties: 'Parties',
  contract_artist: 'Artist',
  contract_organiser: 'Organiser',
  contract_event: 'The event',
  contract_details: 'Details',
  contract_fees: 'Fee schedule',
  contract_travel: 'Travel and rider',
  contract_travel_none:
    'Travel, accommodation and the technical rider are arranged separately and are not included in the fee.',
  contract_terms: 'Terms',
  contract_signatures: 'Signatures',
  contract_signed_by_organiser:
    'Signed electronically by {name}, who accepted these terms, on {time} (UTC).',
  contract_signed_by_artist:
    'Countersigned by {brand}: sending this offer on {time} (UTC) is the artist’s signature.',
  contract_audit: 'Audit trail',
  audit_signer: 'Signer',
  audit_signed_at: 'Signed at (UTC)',
  audit_address: 'Network address',
  audit_sent_at: 'Offer sent at (UTC)',
  audit_document: 'Document SHA-256',
  audit_note:
    'The SHA-256 is computed over the content of this contract as the offer page showed it (parties, event, fees, travel and terms). Any change to that content gives a different value.',
} as const

export type BookingTexts = { readonly [Key in keyof typeof en]: string }
