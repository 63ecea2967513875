// Applying to open a shop at /partnership ("partnership"): the page reads the shopper's
// latest application. None: the form (shop name, logo uploaded, category, contact, description),
// then submitted and waiting for an operator. Waiting: read again on request. Approved: the way to
// the Merchant app. Refused: the operator's reason, and the form again. A refusal of the form by the
// server stays in the form with its message; one saying an application waits already or the account
// has a shop (done on another device meanwhile) reads the latest application again.
import { assign, fromPromise, setup } from 'xstate'
import { APPLY_REFUSALS, type ApplicationFormValues, type ApplicationView, type ApplyRefusal } from '../src/contract/merchant-applications'
import type { MachineExamples } from './model-examples'
import type { MachineDescriptions } from './descriptions'

export interface MerchantApplicationContext {
  /** The latest application as last read or submitted; null while there is none. */
  application: ApplicationView | null
  /** What the form sent last: the form shows it again after a refusal. */
  values: ApplicationFormValues | null
  /** Why the server refused the form, in the shopper's language. */
  refusal: string | null
}

export type MerchantApplicationEvent =
  | { type: 'RETRY' }
  /** Read the waiting application again: has the operator decided? */
  | { type: 'REFRESH' }
  /** A logo chosen in the uploader. */
  | { type: 'UPLOAD'; file: Blob }
  /** The form's fields passed the contract's rules. */
  | { type: 'SUBMIT'; values: ApplicationFormValues }
  /** After a refusal: the form again, filled with the refused application. */
  | { type: 'APPLY_AGAIN' }

/** The reason a refusal names in its `data`, if any. */
export function applyRefusal(error: unknown): ApplyRefusal | undefined {
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined
  const reason = typeof data === 'object' && data !== null && 'reason' in data ? data.reason : undefined
  return (APPLY_REFUSALS as readonly unknown[]).includes(reason) ? (reason as ApplyRefusal) : undefined
}

/** The words of a refusal: the client's ApiError carries them as `msg`. */
const wordsOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'msg' in error && typeof error.msg === 'string' ? error.msg : error instanceof Error ? error.message : String(error)

const loaded = (event: { type: string; output?: unknown }) => event.output as ApplicationView | null | undefined
const statusIs = (event: { type: string; output?: unknown }, status: ApplicationView['status']) => loaded(event)?.status === status

export const merchantApplicationMachine = setup({
  types: {
    context: {} as MerchantApplicationContext,
    events: {} as MerchantApplicationEvent,
  },
  actors: {
    loadApplication: fromPromise<ApplicationView | null>(async () => {
      throw new Error('loadApplication is provided by the view')
    }),
    uploadLogo: fromPromise<{ url: string }, { file: Blob }>(async () => {
      throw new Error('uploadLogo is provided by the view')
    }),
    submitApplication: fromPromise<ApplicationView, { values: ApplicationFormValues }>(async () => {
      throw new Error('submitApplication is provided by the view')
    }),
  },
  guards: {
    hasNone: ({ event }) => loaded(event) === null,
    isWaiting: ({ event }) => statusIs(event, 0),
    isApproved: ({ event }) => statusIs(event, 1),
    /** Applied or approved on another device meanwhile: read how it stands rather than keep the form. */
    changedElsewhere: ({ event }) => 'error' in event && ['waiting', 'merchant'].includes(applyRefusal(event.error) ?? ''),
  },
  actions: {
    /** The view says the application is in ("Application submitted"). */
    announceSubmitted: () => {},
    /** The view reads the profile again: the shopper is a merchant now. */
    readProfile: () => {},
  },
}).createMachine({
  id: 'merchantApplication',
  context: { application: null, values: null, refusal: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the shopper\'s latest application',
      invoke: {
        id: 'loadApplication',
        src: 'loadApplication',
        onDone: [
          { guard: 'hasNone', target: 'form', actions: assign({ application: null }) },
          { guard: 'isWaiting', target: 'waiting', actions: assign({ application: ({ event }) => event.output }) },
          { guard: 'isApproved', target: 'approved', actions: assign({ application: ({ event }) => event.output }) },
          { target: 'refused', actions: assign({ application: ({ event }) => event.output }) },
        ],
        onError: 'loadFailed',
      },
    },
    // The view says the page could not be read; Retry.
    loadFailed: {
      description: 'The application could not be read; the page offers to try again',
      on: { RETRY: 'loading' },
    },
    form: {
      description: 'The application form: shop name, logo, category, contact, description',
      initial: 'idle',
      states: {
        idle: {
          description: 'The form is filled in',
          on: {
            UPLOAD: 'uploading',
            SUBMIT: { target: '#merchantApplication.submitting', actions: assign({ values: ({ event }) => event.values }) },
          },
        },
        // One logo at a time; the form is not sent while it uploads.
        uploading: {
          description: 'The shop\'s logo is being uploaded',
          invoke: {
            id: 'uploadLogo',
            src: 'uploadLogo',
            input: ({ event }) => ({ file: event.type === 'UPLOAD' ? event.file : new Blob() }),
            // The uploader keeps the logo in the form; a refusal was told by the client.
            onDone: 'idle',
            onError: 'idle',
          },
        },
        // The server refused what was sent (a shop name taken, the logo gone, no connection): the
        // form keeps it and says why until the next try.
        refusedByServer: {
          description: 'The server refused the form; it says why and stays filled in',
          on: {
            UPLOAD: 'uploading',
            SUBMIT: { target: '#merchantApplication.submitting', actions: assign({ values: ({ event }) => event.values }) },
          },
        },
      },
    },
    submitting: {
      description: 'The application is being sent',
      invoke: {
        id: 'submitApplication',
        src: 'submitApplication',
        input: ({ context }) => ({ values: context.values as ApplicationFormValues }),
        onDone: { target: 'waiting', actions: [assign({ application: ({ event }) => event.output, refusal: null }), 'announceSubmitted'] },
        onError: [
          { guard: 'changedElsewhere', target: 'loading', actions: assign({ refusal: null }) },
          { target: 'form.refusedByServer', actions: assign({ refusal: ({ event }) => wordsOf(event.error) }) },
        ],
      },
    },
    // Waiting for an operator: the view shows the application and a way to read it again.
    waiting: {
      description: 'The application waits for an operator',
      on: { REFRESH: 'loading' },
    },
    // The shop is open: the view links to the Merchant app.
    approved: {
      description: 'Approved: the way to the Merchant app is shown',
      type: 'final',
      entry: 'readProfile',
    },
    // The operator's reason is shown; the shopper may apply again.
    refused: {
      description: 'Refused: the operator\'s reason is shown, with a way to apply again',
      on: { APPLY_AGAIN: { target: 'form', actions: assign(({ context }) => ({ values: context.application && formValuesOf(context.application), refusal: null })) } },
    },
  },
})

/** The form filled with an application's fields. */
export function formValuesOf(application: ApplicationView): ApplicationFormValues {
  const { shop_name, logo, category, contact, description } = application
  return { shop_name, logo, category_id: category.id, contact, description }
}

const LOGO = '/uploads/u/202611/0123456789abcdef0123456789abcdef.png'
const values: ApplicationFormValues = {
  shop_name: 'Lotus Crafts', logo: LOGO, category_id: 4, contact: '+84 90 123 4567', description: 'Hand-woven baskets from Hội An',
}
const applicationIn = (status: ApplicationView['status']): ApplicationView => ({
  id: 1, shop_name: values.shop_name, logo: LOGO, category: { id: 4, key: 'familyLife' }, contact: values.contact, description: values.description,
  shop_id: status === 1 ? 9 : null, status, note: status === 2 ? 'The logo is another brand’s' : null,
  audited_at: status === 0 ? null : '2026-11-22T11:00:00.000Z', created_at: '2026-11-22T10:00:00.000Z',
})

export const examples: MachineExamples = {
  events: {
    RETRY: [{}],
    REFRESH: [{}],
    UPLOAD: [{ file: { name: 'logo.png' } }],
    SUBMIT: [{ values }],
    APPLY_AGAIN: [{}],
    'xstate.done.actor.loadApplication': [{ output: null }, { output: applicationIn(0) }, { output: applicationIn(1) }, { output: applicationIn(2) }],
    'xstate.error.actor.loadApplication': [{ error: new Error('offline') }],
    'xstate.done.actor.uploadLogo': [{ output: { url: LOGO } }],
    'xstate.error.actor.uploadLogo': [{ error: new Error('msg.uploadImageOnly') }],
    'xstate.done.actor.submitApplication': [{ output: applicationIn(0) }],
    'xstate.error.actor.submitApplication': [
      { error: { msg: 'The shop name Lotus Crafts is already taken', data: { reason: 'nameTaken' } } },
      { error: { msg: 'Your application is already waiting for review', data: { reason: 'waiting' } } },
    ],
  },
}

/** What each event, guard and action means, in plain words: the atlas and the docs show them. */
export const descriptions: MachineDescriptions = {
  events: {
    'done: loadApplication': 'The server answered with the latest application, or none',
    'error: loadApplication': 'The application could not be read',
    RETRY: 'The shopper taps Retry',
    UPLOAD: 'The shopper picks a logo to upload',
    'done: uploadLogo': 'The logo was uploaded',
    'error: uploadLogo': 'The logo could not be uploaded',
    SUBMIT: 'The shopper sends the application',
    'done: submitApplication': 'The server took the application',
    'error: submitApplication': 'The server refused the application',
    REFRESH: 'The shopper asks to read the application again',
    APPLY_AGAIN: 'The shopper applies again after a refusal',
  },
  guards: {
    hasNone: 'the shopper has no application',
    isWaiting: 'the application answered waits for the operator',
    isApproved: 'the application answered is approved',
    changedElsewhere: 'the server says the shopper applied or was approved meanwhile',
  },
  actions: {
    assign: 'Remembers the application, the form or the refusal',
    announceSubmitted: 'Says the application was submitted',
    readProfile: 'Reads the profile again, so the shopper is now a merchant',
  },
}
