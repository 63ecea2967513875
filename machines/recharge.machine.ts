// Recharging the wallet at /cardTopUp (manual transfer) and /walletTopUp (on chain)
// (docs/product/money.md#recharges, docs/product/rules.md#validation-messages): the page opens with
// its method (OPEN) and reads where the platform takes deposits. Without a channel for the method
// the page says so. Otherwise the form: the platform's account or deposit address, copied to the
// clipboard on a tap (refused on a page that is not a secure context: notAllowCopy of
// docs/product/rules.md#messages; a failure says copyFail), the evidence picture uploaded, then
// submitted. The recharge then waits for an operator (see /topUpRecord).
import { assign, fromPromise, setup } from 'xstate'
import type * as z from 'zod/mini'
import type { RechargeMethod, RechargeFormValues, RechargeView, rechargeChannels } from '../src/contract/recharges'
import type { MachineExamples } from './model-examples'
import type { MachineDescriptions } from './descriptions'

export type RechargeChannels = z.output<(typeof rechargeChannels)['data']>

export interface RechargeContext {
  method: RechargeMethod | null
  channels: RechargeChannels | null
  /** What the form sent: sent again as it is if the shopper submits after a failure. */
  values: RechargeFormValues | null
  /** The recharge as submitted (waiting for the operator). */
  submitted: RechargeView | null
  /** One key per page visit: a repeated submit answers the first recharge instead of making two. */
  idempotencyKey: string
}

export type RechargeEvent =
  | { type: 'OPEN'; method: RechargeMethod }
  | { type: 'RETRY' }
  /** An evidence picture chosen in the uploader. */
  | { type: 'UPLOAD'; file: Blob }
  /** Copy the platform's deposit address or account number; `secure` is the page's isSecureContext. */
  | { type: 'COPY'; text: string; secure: boolean }
  /** The form's fields passed the contract's rules. */
  | { type: 'SUBMIT'; values: RechargeFormValues }

const loaded = (event: { type: string; output?: unknown }) => event.output as RechargeChannels | undefined

export const rechargeMachine = setup({
  types: {
    context: {} as RechargeContext,
    events: {} as RechargeEvent,
    input: {} as { idempotencyKey: string },
  },
  actors: {
    loadChannels: fromPromise<RechargeChannels>(async () => {
      throw new Error('loadChannels is provided by the view')
    }),
    uploadEvidence: fromPromise<{ url: string }, { file: Blob }>(async () => {
      throw new Error('uploadEvidence is provided by the view')
    }),
    copyText: fromPromise<void, { text: string }>(async () => {
      throw new Error('copyText is provided by the view')
    }),
    submitRecharge: fromPromise<RechargeView, { values: RechargeFormValues; idempotencyKey: string }>(async () => {
      throw new Error('submitRecharge is provided by the view')
    }),
  },
  guards: {
    /** The platform takes deposits this way: a bank account for a manual transfer, a network on chain. */
    hasChannel: ({ context, event }) => {
      const channels = loaded(event)
      return context.method === 'manual' ? !!channels?.bank : (channels?.networks.length ?? 0) > 0
    },
    insecurePage: ({ event }) => event.type === 'COPY' && !event.secure,
  },
  actions: {
    /** The view says "This operation is not supported by non-HTTPS protocol" (notAllowCopy). */
    tellCopyNotAllowed: () => {},
    /** The view says the address was copied. */
    announceCopied: () => {},
    /** The view says "Copy Fail". */
    tellCopyFailed: () => {},
    /** The view says the recharge was submitted and waits for review. */
    announceSubmitted: () => {},
  },
}).createMachine({
  id: 'recharge',
  context: ({ input }) => ({ method: null, channels: null, values: null, submitted: null, idempotencyKey: input.idempotencyKey }),
  initial: 'opening',
  states: {
    // The view sends OPEN with the page's method as it mounts.
    opening: {
      description: 'The page opens with its method (bank transfer or on chain)',
      on: { OPEN: { target: 'loading', actions: assign({ method: ({ event }) => event.method }) } },
    },
    loading: {
      description: 'Reading where the platform takes deposits',
      invoke: {
        id: 'loadChannels',
        src: 'loadChannels',
        onDone: [
          { guard: 'hasChannel', target: 'form', actions: assign({ channels: ({ event }) => event.output }) },
          { target: 'unavailable', actions: assign({ channels: ({ event }) => event.output }) },
        ],
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      description: 'The deposit details could not be read; the page offers to try again',
      on: { RETRY: 'loading' },
    },
    // The platform takes no deposits this way now: the view points to the other method.
    unavailable: { description: 'No deposit channel for this method: the page says so', type: 'final' },
    form: {
      description: 'The recharge form with the platform\'s account or address',
      initial: 'idle',
      states: {
        idle: {
          description: 'The form is filled in',
          on: {
            UPLOAD: 'uploading',
            COPY: [{ guard: 'insecurePage', actions: 'tellCopyNotAllowed' }, { target: 'copying' }],
            SUBMIT: { target: '#recharge.submitting', actions: assign({ values: ({ event }) => event.values }) },
          },
        },
        // One picture at a time; the form is not sent while it uploads.
        uploading: {
          description: 'The proof of transfer is being uploaded',
          invoke: {
            id: 'uploadEvidence',
            src: 'uploadEvidence',
            input: ({ event }) => ({ file: event.type === 'UPLOAD' ? event.file : new Blob() }),
            // The uploader keeps the picture in the form; a refusal was told by the client.
            onDone: 'idle',
            onError: 'idle',
          },
        },
        copying: {
          description: 'The account or address is being copied to the clipboard',
          invoke: {
            id: 'copyText',
            src: 'copyText',
            input: ({ event }) => ({ text: event.type === 'COPY' ? event.text : '' }),
            onDone: { target: 'idle', actions: 'announceCopied' },
            onError: { target: 'idle', actions: 'tellCopyFailed' },
          },
        },
      },
    },
    submitting: {
      description: 'The recharge is being sent',
      invoke: {
        id: 'submitRecharge',
        src: 'submitRecharge',
        input: ({ context }) => ({ values: context.values as RechargeFormValues, idempotencyKey: context.idempotencyKey }),
        onDone: { target: 'submitted', actions: [assign({ submitted: ({ event }) => event.output }), 'announceSubmitted'] },
        // The client has said why (amount above the maximum, the network gone, no connection): the form keeps what was typed.
        onError: 'form',
      },
    },
    // Waiting for the operator: the view shows the recharge and the way to the record.
    submitted: { description: 'Sent: the recharge waits for an operator', type: 'final' },
  },
})

const channels = (bank: boolean, networks: boolean): RechargeChannels => ({
  networks: networks ? [{ code: 'TRC20', name: 'TRON (TRC20)', token: 'USDT', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' }] : [],
  bank: bank ? { name: 'Vietcombank', holder: 'Marketplace Co., Ltd', account_no: '0071 0012 34567' } : null,
  max_amount: '50000.00',
})
const values: RechargeFormValues = { method: 'manual', amount: '500', evidence: '/uploads/u/202611/0123456789abcdef0123456789abcdef.png' }
const submitted: RechargeView = {
  id: 1, method: 'manual', amount: '500.00', network: null, address: null, evidence: values.evidence, status: 0, note: null,
  audited_at: null, created_at: '2026-11-22T10:00:00.000Z',
}

export const examples: MachineExamples = {
  input: { idempotencyKey: 'recharge-1' },
  events: {
    OPEN: [{ method: 'manual' }, { method: 'chain' }],
    RETRY: [{}],
    UPLOAD: [{ file: { name: 'evidence.png' } }],
    COPY: [{ text: '0071 0012 34567', secure: true }, { text: '0071 0012 34567', secure: false }],
    SUBMIT: [{ values }],
    // Both ways open, or neither: whether a channel fits also depends on the method in context, which
    // the generated graph does not tell apart, so each sample answers the same for both methods.
    'xstate.done.actor.loadChannels': [{ output: channels(true, true) }, { output: channels(false, false) }],
    'xstate.error.actor.loadChannels': [{ error: new Error('offline') }],
    'xstate.done.actor.uploadEvidence': [{ output: { url: values.evidence } }],
    'xstate.error.actor.uploadEvidence': [{ error: new Error('msg.uploadImageOnly') }],
    'xstate.done.actor.copyText': [{ output: undefined }],
    'xstate.error.actor.copyText': [{ error: new Error('denied') }],
    'xstate.done.actor.submitRecharge': [{ output: submitted }],
    'xstate.error.actor.submitRecharge': [{ error: new Error('msg.amountAboveMax') }],
  },
}

/** What each event, guard and action means, in plain words: the atlas and the docs show them. */
export const descriptions: MachineDescriptions = {
  events: {
    OPEN: 'The page opens with its method',
    'done: loadChannels': 'The server answered with the deposit channels',
    'error: loadChannels': 'The deposit channels could not be read',
    RETRY: 'The shopper taps Retry',
    UPLOAD: 'The shopper picks a proof of transfer',
    'done: uploadEvidence': 'The proof was uploaded',
    'error: uploadEvidence': 'The proof could not be uploaded',
    COPY: 'The shopper taps Copy',
    'done: copyText': 'The text was copied',
    'error: copyText': 'The clipboard refused',
    SUBMIT: 'The shopper sends the recharge',
    'done: submitRecharge': 'The server took the recharge',
    'error: submitRecharge': 'The server refused the recharge',
  },
  guards: {
    hasChannel: 'the platform takes deposits the chosen way (a bank account, or a network on chain)',
    insecurePage: 'the page cannot write to the clipboard (not a secure page)',
  },
  actions: {
    assign: 'Remembers the method, the channels or the form',
    tellCopyNotAllowed: 'Says copying is not allowed on this page',
    announceCopied: 'Says it was copied',
    tellCopyFailed: 'Says copying failed',
    announceSubmitted: 'Says the recharge was submitted',
  },
}
