// Reviewing one product of an order at /comment (docs/product/rules.md#validation-messages): the
// page opens on the order and product (OPEN), reads whether the item may be reviewed now (already
// reviewed, not yet or no longer: the page says so), then the form: three scores, content and
// pictures uploaded one at a time (no submitting while one uploads). Submitted once, the item shows
// as reviewed; a refusal saying the item's state changed elsewhere (reviewed on another device, a
// refund opened) reads it again, any other failure returns to the form with what was typed.
import { assign, fromPromise, setup } from 'xstate'
import type * as z from 'zod/mini'
import type { GivenReview, orderReview, reviewItem, ReviewRefusalReason } from '../src/contract/reviews'
import type { MachineExamples } from './model-examples'
import type { MachineDescriptions } from './descriptions'

export type ReviewItem = z.output<(typeof reviewItem)['data']>
export type ReviewAnswer = z.output<(typeof orderReview)['data']>
/** What the form sends: the body of POST /api/order/review without the order and product. */
export type ReviewValues = Omit<z.input<(typeof orderReview)['body']>, 'order_id' | 'product_id'>

export interface ReviewContext {
  orderId: number
  productId: number
  /** The item as last read, with its review once given. */
  item: ReviewItem | null
  /** Why the item could not be read (the view tells a refusal from a dropped connection). */
  loadError: unknown
}

export type ReviewEvent =
  | { type: 'OPEN'; orderId: number; productId: number }
  | { type: 'RETRY' }
  /** A picture chosen in the uploader. */
  | { type: 'UPLOAD'; file: Blob }
  | { type: 'SUBMIT'; values: ReviewValues }

/** The reason a refusal names in its `data` (src/contract/reviews.ts), if any. */
export function reviewRefusalReason(error: unknown): ReviewRefusalReason | undefined {
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined
  return typeof data === 'object' && data !== null && 'reason' in data ? (data.reason as ReviewRefusalReason) : undefined
}

const stateOfOutput = (event: { type: string; output?: unknown }) => (event.output as ReviewItem | undefined)?.review_state

export const reviewMachine = setup({
  types: {
    context: {} as ReviewContext,
    events: {} as ReviewEvent,
  },
  actors: {
    loadReviewItem: fromPromise<ReviewItem, { orderId: number; productId: number }>(async () => {
      throw new Error('loadReviewItem is provided by the view')
    }),
    uploadPicture: fromPromise<{ url: string }, { file: Blob }>(async () => {
      throw new Error('uploadPicture is provided by the view')
    }),
    submitReview: fromPromise<ReviewAnswer, z.input<(typeof orderReview)['body']>>(async () => {
      throw new Error('submitReview is provided by the view')
    }),
  },
  guards: {
    alreadyReviewed: ({ event }) => stateOfOutput(event) === 'reviewed',
    notOpen: ({ event }) => stateOfOutput(event) !== 'open',
    /** The item's state changed elsewhere meanwhile: read it again rather than keep a form that cannot succeed. */
    changedElsewhere: ({ event }) => 'error' in event && reviewRefusalReason(event.error) !== undefined,
  },
  actions: {
    /**
     * The view says the picture is uploaded (docs/api-conventions.md#uploads: a success message
     * follows upload).
     */
    announceUploaded: () => {},
    /** The view thanks the shopper (and says when the review completed the order). */
    announceReviewed: (_, _params: { completed: boolean }) => {},
  },
}).createMachine({
  id: 'review',
  context: { orderId: 0, productId: 0, item: null, loadError: null },
  initial: 'opening',
  states: {
    // The view sends OPEN with the route's order and product as it mounts.
    opening: {
      description: 'The page opens on the order and product',
      on: {
        OPEN: { target: 'loading', actions: assign({ orderId: ({ event }) => event.orderId, productId: ({ event }) => event.productId }) },
      },
    },
    loading: {
      description: 'Reading whether the item may be reviewed',
      invoke: {
        id: 'loadReviewItem',
        src: 'loadReviewItem',
        input: ({ context }) => ({ orderId: context.orderId, productId: context.productId }),
        onDone: [
          { guard: 'alreadyReviewed', target: 'reviewed', actions: assign({ item: ({ event }) => event.output }) },
          { guard: 'notOpen', target: 'closed', actions: assign({ item: ({ event }) => event.output }) },
          { target: 'editing', actions: assign({ item: ({ event }) => event.output }) },
        ],
        onError: { target: 'loadFailed', actions: assign({ loadError: ({ event }) => event.error }) },
      },
    },
    // The view shows the reason; a dropped connection can be retried.
    loadFailed: {
      description: 'The item could not be read; the page offers to try again',
      on: { RETRY: 'loading' },
    },
    // Not received yet, in after-sale, cancelled or past the review window: the view says which.
    closed: { description: 'The item may not be reviewed (not completed, or too late)', type: 'final' },
    editing: {
      description: 'The review form: three scores, text and pictures',
      initial: 'idle',
      states: {
        idle: {
          description: 'The form is filled in',
          on: { UPLOAD: 'uploading', SUBMIT: '#review.submitting' },
        },
        // One picture at a time; the form waits for its URL before it can be sent.
        uploading: {
          description: 'A picture is being uploaded; submitting waits',
          invoke: {
            id: 'uploadPicture',
            src: 'uploadPicture',
            input: ({ event }) => ({ file: event.type === 'UPLOAD' ? event.file : new Blob() }),
            // The uploader adds the picture to the form; a refusal was told by the client.
            onDone: { target: 'idle', actions: 'announceUploaded' },
            onError: 'idle',
          },
        },
      },
    },
    submitting: {
      description: 'The review is being sent',
      invoke: {
        id: 'submitReview',
        src: 'submitReview',
        input: ({ context, event }) => ({
          order_id: context.orderId,
          product_id: context.productId,
          ...(event.type === 'SUBMIT' ? event.values : ({} as ReviewValues)),
        }),
        onDone: {
          target: 'reviewed',
          actions: [
            assign({
              item: ({ context, event }) =>
                context.item && { ...context.item, order: { ...context.item.order, status: event.output.order.status }, review_state: 'reviewed' as const, review: event.output.review },
            }),
            { type: 'announceReviewed', params: ({ event }) => ({ completed: event.output.order.status === 4 }) },
          ],
        },
        onError: [
          { guard: 'changedElsewhere', target: 'loading' },
          // The client has told the shopper why (the connection, most likely): the form keeps what was typed.
          { target: 'editing' },
        ],
      },
    },
    reviewed: { description: 'The item is reviewed', type: 'final' },
  },
})

const review: GivenReview = {
  id: 1, product_score: 5, service_score: 4, postage_score: 5, content: 'Works as described, fast delivery.', pictures: [], created_at: '2026-11-22T10:00:00.000Z',
}
const itemIn = (state: ReviewItem['review_state']): ReviewItem => ({
  order: { id: 1, sn: '26112200000001', status: state === 'notReceived' ? 2 : 3 },
  item: { product_id: 1, title: 'Aurora Pro 9', image: '/uploads/catalogue/products/a.svg', sku_label: '256 GB', quantity: 1 },
  review_state: state,
  review_until: null,
  review: state === 'reviewed' ? review : null,
})

export const examples: MachineExamples = {
  events: {
    OPEN: [{ orderId: 1, productId: 1 }],
    RETRY: [{}],
    UPLOAD: [{ file: { name: 'photo.png' } }],
    SUBMIT: [{ values: { product_score: 5, service_score: 4, postage_score: 5, content: 'Works as described, fast delivery.', pictures: [] } }],
    'xstate.done.actor.loadReviewItem': [{ output: itemIn('open') }, { output: itemIn('reviewed') }, { output: itemIn('notReceived') }],
    // A dropped connection (Retry), or a refusal: the product was not bought in that order.
    'xstate.error.actor.loadReviewItem': [{ error: new Error('offline') }, { error: { data: { reason: 'notBought' } } }],
    'xstate.done.actor.uploadPicture': [{ output: { url: '/uploads/u/202611/0123456789abcdef0123456789abcdef.png' } }],
    'xstate.error.actor.uploadPicture': [{ error: new Error('msg.uploadImageOnly') }],
    'xstate.done.actor.submitReview': [{ output: { review, order: { id: 1, status: 4 } } }],
    'xstate.error.actor.submitReview': [{ error: { data: { reason: 'reviewed' } } }, { error: new Error('offline') }],
  },
}

/** What each event, guard and action means, in plain words: the atlas and the docs show them. */
export const descriptions: MachineDescriptions = {
  events: {
    OPEN: 'The page opens on an order and product',
    'done: loadReviewItem': 'The server answered with the item',
    'error: loadReviewItem': 'The item could not be read',
    RETRY: 'The shopper taps Retry',
    UPLOAD: 'The shopper picks a picture',
    'done: uploadPicture': 'The picture was uploaded',
    'error: uploadPicture': 'The picture could not be uploaded',
    SUBMIT: 'The shopper sends the review',
    'done: submitReview': 'The server took the review',
    'error: submitReview': 'The server refused the review',
  },
  guards: {
    alreadyReviewed: 'the item is reviewed already',
    notOpen: 'the item may not be reviewed (not completed, or the window closed)',
    changedElsewhere: 'the server says the item changed meanwhile (reviewed, closed)',
  },
  actions: {
    assign: 'Remembers the item or the review',
    announceUploaded: 'Says the picture was uploaded',
    announceReviewed: 'Says the review was sent',
  },
}
