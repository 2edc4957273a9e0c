// The Phoenix channel frames Supabase Realtime speaks, in both serializer versions realtime-js
// offers: 1.0.0 sends each frame as a JSON object, 2.0.0 (the default) as a JSON array
// `[join_ref, ref, topic, event, payload]`, and a client's own broadcast as a binary frame
// ("user broadcast push": kind 3, then the lengths of each field, then the fields).

export type Vsn = '1.0.0' | '2.0.0'

export type Frame = {
  join_ref: string | null
  ref: string | null
  topic: string
  event: string
  payload: Record<string, unknown>
}

const USER_BROADCAST_PUSH = 3
const JSON_ENCODING = 1

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const refOf = (value: unknown) => (typeof value === 'string' ? value : null)

/** Reads one frame; null for anything that is not one (the socket answers nothing to it). */
export function decodeFrame(data: Buffer, isBinary: boolean, vsn: Vsn): Frame | null {
  if (isBinary) return decodeUserBroadcastPush(data)
  let parsed: unknown
  try {
    parsed = JSON.parse(data.toString('utf8'))
  } catch {
    return null
  }
  if (vsn === '2.0.0' && Array.isArray(parsed) && parsed.length === 5) {
    const [joinRef, ref, topic, event, payload] = parsed
    if (typeof topic !== 'string' || typeof event !== 'string' || !isRecord(payload)) return null
    return { join_ref: refOf(joinRef), ref: refOf(ref), topic, event, payload }
  }
  if (vsn === '1.0.0' && isRecord(parsed)) {
    const { join_ref, ref, topic, event, payload } = parsed
    if (typeof topic !== 'string' || typeof event !== 'string' || !isRecord(payload)) return null
    return { join_ref: refOf(join_ref), ref: refOf(ref), topic, event, payload }
  }
  return null
}

function decodeUserBroadcastPush(data: Buffer): Frame | null {
  if (data.length < 7 || data[0] !== USER_BROADCAST_PUSH) return null
  const lengths = [data[1], data[2], data[3], data[4], data[5]] as number[]
  const encoding = data[6]
  let offset = 7
  const fields: string[] = []
  for (const length of lengths) {
    if (offset + length > data.length) return null
    fields.push(data.subarray(offset, offset + length).toString('utf8'))
    offset += length
  }
  const [joinRef, ref, topic, userEvent] = fields as [string, string, string, string, string]
  // Binary user payloads (ArrayBuffer) are not relayed by this stand-in: the product sends none.
  if (encoding !== JSON_ENCODING) return null
  let payload: unknown
  try {
    payload = JSON.parse(data.subarray(offset).toString('utf8'))
  } catch {
    return null
  }
  return {
    join_ref: joinRef || null,
    ref: ref || null,
    topic,
    event: 'broadcast',
    payload: { type: 'broadcast', event: userEvent, payload },
  }
}

export function encodeFrame(frame: Frame, vsn: Vsn): string {
  if (vsn === '1.0.0') return JSON.stringify(frame)
  return JSON.stringify([frame.join_ref, frame.ref, frame.topic, frame.event, frame.payload])
}
