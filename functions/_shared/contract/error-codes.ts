import type { ContentfulStatusCode } from 'hono/utils/http-status'

/**
 * Every error code the functions answer, with its HTTP status and a default message (English, for
 * developers: the web shows its sentence from web/src/locales/<lng>/errors.json in the reader's
 * language; web/src/locales/locales.test.ts checks that each code has one in all five). Services
 * throw codes (`new AppError('track_not_found')`); only this table decides statuses.
 */
export const ERRORS = {
  // Requests
  invalid_json: { status: 400, message: 'The request body is not valid JSON.' },
  invalid_query: { status: 400, message: 'Some query parameters are not valid.' },
  not_found: { status: 404, message: 'No such resource.' },
  method_not_allowed: { status: 405, message: 'This path does not accept this method.' },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  unsupported_media_type: { status: 415, message: 'Send the request body as application/json.' },
  validation_failed: { status: 422, message: 'Some fields need attention.' },
  rate_limited: { status: 429, message: 'Too many requests. Try again later.' },
  internal: { status: 500, message: 'Something went wrong on our side. Please try again.' },

  // Who is calling
  unauthorized: { status: 401, message: 'Sign in to do this.' },
  invalid_token: { status: 401, message: 'The access token is not valid.' },
  token_expired: { status: 401, message: 'The access token has expired.' },
  not_admin: { status: 403, message: 'Only admins can do this.' },
  mfa_required: { status: 403, message: 'Verify your second factor (aal2) to do this.' },
  mfa_enrollment_required: {
    status: 403,
    message: 'Set up two-factor authentication to use the admin panel.',
  },

  // The owner's own account
  factor_not_found: { status: 404, message: 'This account has no such second factor.' },
  factor_name_taken: { status: 409, message: 'Another of your second factors has this name.' },
  auth_unavailable: {
    status: 502,
    message: 'The sign-in service could not be reached. Nothing was changed.',
  },

  // Catalogue and checkout
  track_not_found: { status: 404, message: 'No such track.' },
  product_not_found: { status: 404, message: 'No such product.' },
  item_unavailable: { status: 409, message: 'An item is no longer available.' },
  out_of_stock: { status: 409, message: 'An item does not have enough stock left.' },
  price_changed: { status: 409, message: 'The price of an item has changed.' },
  exclusive_on_hold: {
    status: 409,
    message: 'Another buyer is paying for these exclusive rights right now.',
  },
  promotion_code_invalid: {
    status: 422,
    message: 'This promotion code does not exist or is not active.',
  },
  promotion_code_expired: { status: 422, message: 'This promotion code has expired.' },
  promotion_code_used_up: {
    status: 422,
    message: 'This promotion code has been used as many times as it can be.',
  },
  too_many_open_checkouts: {
    status: 429,
    message: 'Too many unfinished checkouts are holding gear for this buyer.',
  },
  payment_provider_unavailable: {
    status: 502,
    message: 'The payment provider could not be reached. Nothing was charged.',
  },

  // Orders, downloads and licences
  order_not_found: { status: 404, message: 'No such order.' },
  order_not_paid: { status: 409, message: 'This order has not been paid.' },
  payment_not_found: { status: 409, message: 'This order has no payment to refund.' },
  order_has_no_gear: { status: 409, message: 'This order holds no gear to ship.' },
  order_already_shipped: { status: 409, message: 'This order has already shipped.' },
  order_item_unknown: { status: 422, message: 'A line to refund is not one of this order’s.' },
  order_item_already_refunded: {
    status: 409,
    message: 'A line of this order has already been refunded.',
  },
  refund_in_progress: {
    status: 409,
    message:
      'A refund of these lines is already on its way; wait a moment and read the order again.',
  },
  payment_provider_error: { status: 502, message: 'The payment provider refused the request.' },
  download_not_found: { status: 404, message: 'This download link is not valid.' },
  download_revoked: { status: 410, message: 'This licence has been revoked.' },
  downloads_exhausted: { status: 410, message: 'All downloads of this licence have been used.' },
  licence_not_found: { status: 404, message: 'No such licence.' },
  licence_revoked: { status: 410, message: 'This licence has been revoked.' },

  // The admin panel
  slug_taken: { status: 409, message: 'This address is already used.' },
  track_incomplete: { status: 422, message: 'The track needs its cover, preview and full MP3.' },
  track_sold: { status: 409, message: 'A sold track cannot be deleted.' },
  product_sold: { status: 409, message: 'A sold product cannot be deleted.' },
  stock_below_reserved: { status: 409, message: 'Stock cannot go below what checkouts hold.' },
  not_mp3: { status: 422, message: 'The file is not an MP3.' },
  audio_not_320kbps: { status: 422, message: 'The full track must be an MP3 at 320 kbps.' },
  audio_too_short: { status: 422, message: 'The audio is too short.' },
  image_invalid: { status: 422, message: 'The image cannot be used.' },
  pdf_invalid: { status: 422, message: 'The file is not a PDF.' },
  wav_invalid: { status: 422, message: 'The file is not a complete PCM WAV.' },
  wav_format_unsupported: {
    status: 422,
    message: 'The WAV must be 44.1 or 48 kHz at 16 or 24 bit.',
  },
  zip_invalid: { status: 422, message: 'The stems must be one zip archive of audio files.' },
  upload_not_found: { status: 422, message: 'The uploaded file was not found.' },
  upload_path_invalid: { status: 422, message: 'The upload path is not valid.' },
  storage_failed: { status: 502, message: 'Storage could not complete the request.' },
  image_not_found: { status: 404, message: 'No such image.' },
  too_many_images: { status: 409, message: 'This product has as many images as it can hold.' },
  file_not_found: { status: 404, message: 'No such file.' },
  too_many_files: { status: 409, message: 'There are as many files as the press kit can hold.' },
  gig_not_found: { status: 404, message: 'No such gig.' },
  message_not_found: { status: 404, message: 'No such message.' },
  not_a_booking: { status: 409, message: 'This message is not a booking request.' },
  illegal_transition: { status: 409, message: 'A booking cannot move to this status.' },
  promotion_code_taken: { status: 409, message: 'A promotion code with this code exists.' },
  promotion_code_not_found: { status: 404, message: 'No such promotion code.' },
  enrol_two_factor_first: {
    status: 409,
    message: 'Set up two-factor authentication before requiring it.',
  },

  // The mailing list
  subscription_link_invalid: { status: 404, message: 'This link is not valid.' },
  subscription_link_used: { status: 410, message: 'This link has already been used.' },
  subscription_link_expired: { status: 410, message: 'This link has expired.' },
  announcement_not_found: { status: 404, message: 'No such announcement.' },
  announcement_already_sent: { status: 409, message: 'This announcement has been sent.' },
  mail_provider_error: { status: 502, message: 'The email provider refused the request.' },
  // Show offers and private sessions
  offer_not_found: { status: 404, message: 'No such offer.' },
  offer_expired: { status: 410, message: 'This offer has expired.' },
  offer_withdrawn: { status: 410, message: 'This offer has been withdrawn.' },
  offer_not_signed: { status: 409, message: 'Sign the offer before paying the deposit.' },
  already_paid: { status: 409, message: 'This has already been paid.' },
  balance_not_due: { status: 409, message: 'There is no balance to pay.' },
  no_live_offer: { status: 409, message: 'This booking has no open offer.' },
  slot_taken: { status: 409, message: 'This slot has just been taken.' },
  session_not_found: { status: 404, message: 'No such session.' },
  session_not_changeable: { status: 409, message: 'This session can no longer be changed.' },

  // Stripe's webhook
  signature_missing: { status: 400, message: 'The Stripe-Signature header is missing.' },
  signature_invalid: { status: 400, message: 'The Stripe signature does not match this payload.' },
  event_invalid: { status: 400, message: 'The event is not well formed.' },
} as const satisfies Record<string, { status: ContentfulStatusCode; message: string }>

export type ErrorCode = keyof typeof ERRORS

export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[]
