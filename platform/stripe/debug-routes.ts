import { Hono } from 'hono'
import type { SandboxContext } from './context.ts'
import type { DeliveryRecord } from './state.ts'
import type { SandboxEventType } from './types.ts'

export interface EventDelivery extends DeliveryRecord {
  type: SandboxEventType
  objectId: string
  created: number
}

/** Every event with its webhook delivery attempts, newest first. */
export function listEventDeliveries(ctx: SandboxContext): EventDelivery[] {
  return Object.values(ctx.state.events)
    .reverse()
    .map((event) => {
      const record = ctx.state.deliveries[event.id] ?? {
        eventId: event.id,
        state: 'pending' as const,
        attempts: [],
        nextAttemptAt: null,
      }
      return {
        ...structuredClone(record),
        type: event.type,
        objectId: event.data.object.id,
        created: event.created,
      }
    })
}

export function debugRoutes(ctx: SandboxContext) {
  const app = new Hono()
  app.get('/_stripe/events', (c) => c.json({ data: listEventDeliveries(ctx) }))
  return app
}
