import type { LibraryView } from '@contract/site/library.ts'
import useSWR from 'swr'
import { libraryRequest } from './library-request'

/** `GET site/me/orders`, keyed by the signed-in user so another account never sees the last one's. */
export function useLibrary(userId: string | null) {
  return useSWR(userId ? ['me/orders', userId] : null, () =>
    libraryRequest<LibraryView>('me/orders'),
  )
}
