import Stripe from 'stripe'
import { describe, expect, it, vi } from 'vitest'
import { AppError } from '../../_shared/http/errors.ts'
import { requestRefund } from './refund.ts'

const order = { id: '0b0e5f0c-1a7f-4a4c-9d6a-3c1c2b2f8e10', paymentIntentId: 'pi_123' }

function stripeWith(create: (...args: unknown[]) => Promise<unknown>): Stripe {
  return { refunds: { create } } as unknown as Stripe
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('expected a failure'),
    (error: unknown) => error,
  )
}

describe('asking Stripe for a refund', () => {
  it('refunds the whole payment once per order, naming the order', async () => {
    const create = vi.fn(async () => ({ id: 're_1', status: 'succeeded' }))
    expect(await requestRefund(stripeWith(create), order)).toEqual({
      refund_id: 're_1',
      status: 'succeeded',
    })
    expect(create).toHaveBeenCalledWith(
      {
        payment_intent: 'pi_123',
        reason: 'requested_by_customer',
        metadata: { order_id: order.id },
      },
      { idempotencyKey: `refund:${order.id}` },
    )
  })

  it('answers 502 with Stripe’s own message when Stripe refuses', async () => {
    const refused = stripeWith(async () => {
      throw new Stripe.errors.StripeInvalidRequestError({
        type: 'invalid_request_error',
        message: 'Charge ch_1 has already been refunded.',
      })
    })
    const error = await failure(requestRefund(refused, order))
    expect(error).toBeInstanceOf(AppError)
    expect(error).toMatchObject({
      status: 502,
      code: 'payment_provider_error',
      message: 'Charge ch_1 has already been refunded.',
    })
  })

  it('answers 502 when Stripe cannot be reached', async () => {
    const offline = new Stripe('sk_test_unused', {
      host: '127.0.0.1',
      port: 9,
      protocol: 'http',
      maxNetworkRetries: 0,
    })
    expect(await failure(requestRefund(offline, order))).toMatchObject({
      status: 502,
      code: 'payment_provider_error',
    })
  })

  it('lets a bug of ours through as it is', async () => {
    const broken = stripeWith(async () => {
      throw new TypeError('not a function')
    })
    expect(await failure(requestRefund(broken, order))).toBeInstanceOf(TypeError)
  })
})
