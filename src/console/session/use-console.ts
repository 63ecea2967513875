// The console's runtime for views, from its router's context (the router is not the registered
// one: the storefront's is, so the context is typed here).
import { useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { SnapshotFrom } from 'xstate'
import type { ConsoleContext } from '../routes/root-route'
import type { ConsoleSessionActor } from './console-session'

export function useConsole(): ConsoleContext {
  return useRouter().options.context as unknown as ConsoleContext
}

export function useConsoleSession<T>(select: (snapshot: SnapshotFrom<ConsoleSessionActor>) => T): T {
  return useSelector(useConsole().session, select)
}
