// Forgot password: ask for a code by email, then set a new password with it (docs/product/screens.md#routes,
// /forgotPassword). The same answer whether or not the email has an account, so nobody can probe.
import { assign, fromPromise, setup } from 'xstate'
import type { MachineExamples } from './model-examples'
import type { MachineDescriptions } from './descriptions'

export interface PasswordResetContext {
  email: string
}

export type PasswordResetEvent =
  | { type: 'REQUEST_CODE'; email: string }
  | { type: 'RESEND' }
  | { type: 'CHANGE_EMAIL' }
  | { type: 'RESET'; code: string; new_password: string; confirm_password: string }

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
  },
  actors: {
    requestCode: fromPromise<void, { email: string }>(async () => {
      throw new Error('requestCode is provided by the view')
    }),
    resetPassword: fromPromise<void, { email: string; code: string; new_password: string; confirm_password: string }>(async () => {
      throw new Error('resetPassword is provided by the view')
    }),
  },
}).createMachine({
  id: 'passwordReset',
  initial: 'enteringEmail',
  context: { email: '' },
  states: {
    enteringEmail: {
      description: 'The person types the email of the account',
      on: { REQUEST_CODE: { target: 'sendingCode', actions: assign({ email: ({ event }) => event.email }) } },
    },
    sendingCode: {
      description: 'A code is being sent by email',
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => ({ email: context.email }),
        onDone: 'enteringCode',
        onError: 'enteringEmail',
      },
    },
    enteringCode: {
      description: 'The person types the code from the email and a new password',
      on: {
        RESET: 'resetting',
        RESEND: 'sendingCode',
        CHANGE_EMAIL: 'enteringEmail',
      },
    },
    resetting: {
      description: 'The new password is being set',
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }) =>
          event.type === 'RESET'
            ? { email: context.email, code: event.code, new_password: event.new_password, confirm_password: event.confirm_password }
            : { email: context.email, code: '', new_password: '', confirm_password: '' },
        onDone: 'done',
        onError: 'enteringCode',
      },
    },
    done: { description: 'The password is changed', type: 'final' },
  },
})

export const examples: MachineExamples = {
  events: {
    REQUEST_CODE: [{ email: 'demo@example.com' }],
    RESET: [{ code: '123456', new_password: 'newpass123', confirm_password: 'newpass123' }],
    'xstate.done.actor.requestCode': [{ output: undefined }],
    'xstate.error.actor.requestCode': [{ error: new Error('msg.resetCodeRateLimited') }],
    'xstate.done.actor.resetPassword': [{ output: undefined }],
    'xstate.error.actor.resetPassword': [{ error: new Error('msg.resetCodeInvalid') }],
  },
}

/** What each event, guard and action means, in plain words: the atlas and the docs show them. */
export const descriptions: MachineDescriptions = {
  events: {
    REQUEST_CODE: 'The person asks for a code',
    'done: requestCode': 'The server answered (the same whether or not the email has an account)',
    'error: requestCode': 'The code could not be sent',
    RESET: 'The person sends the code and the new password',
    RESEND: 'The person asks for a new code',
    CHANGE_EMAIL: 'The person goes back to change the email',
    'done: resetPassword': 'The server set the new password',
    'error: resetPassword': 'The server refused (wrong or expired code)',
  },
  guards: {},
  actions: {
    assign: 'Remembers the email typed',
  },
}
