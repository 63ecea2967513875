// The session actor for views, from the router's context.
import { useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { SnapshotFrom } from 'xstate'
import type { SessionActor } from './session-actor'

export function useSessionActor(): SessionActor {
  return useRouter().options.context.session
}

export function useSession<T>(select: (snapshot: SnapshotFrom<SessionActor>) => T): T {
  return useSelector(useSessionActor(), select)
}

export function useHttp() {
  return useRouter().options.context.http
}
