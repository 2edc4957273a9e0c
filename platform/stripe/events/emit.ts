import Stripe from 'stripe'
import { ID_PREFIX, newId } from '../ids.ts'
import type { SandboxState } from '../state.ts'
import type { EventObject, EventRequest, SandboxEventType } from '../types.ts'
import type { WebhookDeliverer } from './webhook-deliverer.ts'

interface EmitDependencies {
  state: SandboxState
  deliverer: WebhookDeliverer
  nowSeconds(): number
}

/**
 * Records an event with a snapshot of the object (later changes to the object do not show in
 * the event, as on Stripe) and hands it to the deliverer.
 */
export function emitEvent(
  deps: EmitDependencies,
  type: SandboxEventType,
  object: EventObject['data']['object'],
  request: EventRequest,
): EventObject {
  const event: EventObject = {
    id: newId(ID_PREFIX.event),
    object: 'event',
    // Events use the API version the installed client pins, as an endpoint created for it would.
    api_version: Stripe.API_VERSION,
    created: deps.nowSeconds(),
    data: { object: structuredClone(object) },
    livemode: false,
    pending_webhooks: 1,
    request,
    type,
  }
  deps.state.events[event.id] = event
  deps.deliverer.enqueue(event)
  return event
}
