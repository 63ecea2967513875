// A form's round trip as the submission machine: the view gives the call and what to do with its
// answer, and renders the machine's state (submitting, failed).
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { submissionMachine } from '../../../machines/submission.machine'

export function useSubmission<Values extends Record<string, unknown>, Result>(
  submit: (values: Values) => Promise<Result>,
  succeed: (result: Result) => void,
) {
  const [state, send] = useMachine(
    submissionMachine.provide({
      actors: { submit: fromPromise(({ input }) => submit(input as Values)) },
      actions: { succeed: (_, { result }) => succeed(result as Result) },
    }),
  )
  return {
    submitting: state.matches('submitting'),
    submit: (values: Values) => send({ type: 'SUBMIT', values }),
    /** The user changes a field after a failure: back to editing. */
    edit: () => state.can({ type: 'EDIT' }) && send({ type: 'EDIT' }),
  }
}
