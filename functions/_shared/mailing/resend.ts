import { Resend } from 'resend'
import { DEFAULT_RESEND_API_BASE } from '../email/resend-client.ts'
import type { FunctionEnv } from '../env.ts'
import { AppError } from '../http/errors.ts'

/** The official client, at the local sandbox (`RESEND_API_BASE`) or at api.resend.com. */
export function createResendClient(env: Pick<FunctionEnv, 'RESEND_API_KEY' | 'RESEND_API_BASE'>) {
  const baseUrl = (env.RESEND_API_BASE ?? DEFAULT_RESEND_API_BASE).replace(/\/+$/, '')
  return new Resend(env.RESEND_API_KEY, { baseUrl })
}

type ResendAnswer<Data> = {
  data: Data | null
  error: { name: string; message: string; statusCode: number | null } | null
}

/** The answer's data, or a 502 `mail_provider_error` saying what Resend refused. */
export async function resendData<Data>(call: Promise<ResendAnswer<Data>>): Promise<Data> {
  const { data, error } = await call
  if (error || data === null) {
    throw new AppError('mail_provider_error', `Resend: ${error?.message ?? 'no answer'}`)
  }
  return data
}

/** Like `resendData`, but a 404 is an answer (`null`), not a failure. */
export async function resendDataOrNull<Data>(
  call: Promise<ResendAnswer<Data>>,
): Promise<Data | null> {
  const { data, error } = await call
  if (error?.statusCode === 404) return null
  if (error || data === null) {
    throw new AppError('mail_provider_error', `Resend: ${error?.message ?? 'no answer'}`)
  }
  return data
}
