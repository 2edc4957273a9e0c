import type { SenderTexts } from './es.ts'

/** English: what senders read (confirmations). Keys as in es.ts. */
export const en: SenderTexts = {
  greeting: 'Hi {name},',
  sign_off: 'Talk soon,\n{brand}',
  reply_hint: 'Want to add something? Just reply to this email.',
  footer:
    "You're receiving this email because this address was entered in a form on {brand}'s website. If that wasn't you, you can safely ignore it.",

  label_event_type: 'Event type',
  label_date: 'Date',
  label_location: 'City / venue',
  label_set_length: 'Set length',
  label_service: 'Service',
  label_genre: 'Genre',
  label_hours: 'Hours',
  hours_value: '{hours} h',

  event_festival: 'Festival',
  event_club: 'Club',
  event_private_event: 'Private event',
  event_corporate_event: 'Corporate event',

  service_production: 'Production',
  service_mixing: 'Mixing',
  service_mastering: 'Mastering',
  service_mix_master: 'Mixing + mastering',
  service_private_session: 'Private session',

  contact_subject: 'Thanks for your message',
  contact_preheader: "Your message has arrived and I'll get back to you soon.",
  contact_body: "Thanks for reaching out. Your message has arrived and I'll get back to you soon.",

  booking_subject: 'Booking request received for {date}',
  booking_preheader: 'Estimate: {amount} plus travel and expenses.',
  booking_body: "Thanks for your booking request. Here's a summary of what you sent:",
  booking_estimate_heading: 'Estimate',
  booking_estimate: '{amount} for a {hours}-hour set, plus travel and expenses.',
  booking_rate_one: 'The fee is {rate} per one-hour session.',
  booking_rate_other: 'The fee is {rate} per {block}-hour session.',
  booking_estimate_note:
    "This is a guide price, not a confirmed booking: I'll check my availability and send you a final quote.",
  booking_calendar:
    'The attached calendar file pencils the date in as tentative until we confirm it.',
  booking_ics_summary: '{brand}: DJ set (tentative)',
  booking_ics_description:
    'Booking request sent to {brand}. Not confirmed yet: a final quote will follow by email.',

  enquiry_subject: 'Enquiry received: {service}',
  enquiry_preheader: "Your enquiry has arrived and I'll reply with the next steps.",
  enquiry_body: "Thanks for your enquiry. Here's a summary of what you sent:",
  enquiry_next:
    "I'll go through what you've told me and get back to you soon with the next steps and a quote.",
  about_production:
    "Every production is different, so I'll send you a proposal covering how we'll work, the timing and the price.",
  about_mixing_one: 'Mixing includes {count} revision.',
  about_mixing_other: 'Mixing includes up to {count} revisions.',
  about_mastering_one: 'Mastering includes {count} revision.',
  about_mastering_other: 'Mastering includes up to {count} revisions.',
  about_mix_master:
    'The mixing + mastering package comes with priority delivery: your finished track within {min} to {max} days.',
  about_private_session:
    'Private sessions are {rate} per hour. For {hours} h that comes to {total}.',
}
