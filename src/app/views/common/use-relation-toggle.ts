// Binds the relation toggle machine (follow a shop, favourite a product) to the server and the
// session: the page's data and the session are sent as LOADED whenever either changes.
import { useEffect } from 'react'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { relationToggleMachine, type RelationAnswer } from '../../../../machines/relation-toggle.machine'
import { useSession } from '../../session/use-session'
import { useGoToLogin } from './go-to-login'

export interface RelationToggleOptions {
  /** Where the relation stands in the page's data. */
  on: boolean
  count?: number | null
  switchOn(): Promise<RelationAnswer>
  switchOff(): Promise<RelationAnswer>
}

export function useRelationToggle({ on, count = null, switchOn, switchOff }: RelationToggleOptions) {
  const loggedIn = useSession((s) => s.matches('authenticated'))
  const goToLogin = useGoToLogin()
  const [state, send] = useMachine(
    relationToggleMachine.provide({
      actors: { switchOn: fromPromise(switchOn), switchOff: fromPromise(switchOff) },
      actions: { goToLogin },
    }),
  )
  useEffect(() => {
    send({ type: 'LOADED', on: loggedIn && on, loggedIn, count })
  }, [on, loggedIn, count, send])
  return [state, send] as const
}
