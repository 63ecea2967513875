// The transitions a test layer cannot produce through the interface, each with its reason: the one
// place that lets a generated path drop out of a layer. The view and browser runners assert that a
// layer takes every transition of a machine except exactly these (an unlisted drop fails, and so
// does a listed one the layer takes after all); the docs' machine pages show them.
// Transition ids are MachineTransition.id (`<source>/<event>/<position>`, see transitions.ts).

export type TestLayer = 'view' | 'browser'

export interface LayerLimit {
  transition: string
  reason: string
}

const noLayout = 'jsdom has no layout: a list can be neither pulled down nor scrolled to its bottom (the browser layer does both for real)'
const serverClock = 'the server\'s scheduler acts on the real clock of another process (30 minutes, 10 days); the view layer produces it with the in-process server\'s clock'
const afterAutoConfirm = 'reached only after AUTO_CONFIRM, which the browser cannot produce (the server\'s scheduler on the real clock)'
const cutStream = 'Chromium cannot cut one response (the chat\'s stream) without cutting the whole network, which the page reports as offline; the view layer cuts it'

export const layerLimits: Record<string /* machine */, Partial<Record<TestLayer, LayerLimit[]>>> = {
  list: {
    view: [
      { transition: 'ready/REFRESH/0', reason: noLayout },
      { transition: 'ready/LOAD_MORE/0', reason: noLayout },
      { transition: 'refreshing/xstate.done.actor.refetchFirstPage/0', reason: `after a pull to refresh: ${noLayout}` },
      { transition: 'refreshing/xstate.done.actor.refetchFirstPage/1', reason: `after a pull to refresh: ${noLayout}` },
      { transition: 'refreshing/xstate.error.actor.refetchFirstPage/0', reason: `after a pull to refresh: ${noLayout}` },
      { transition: 'loadingMore/xstate.done.actor.fetchNextPage/0', reason: `after scrolling to the bottom: ${noLayout}` },
      { transition: 'loadingMore/xstate.done.actor.fetchNextPage/1', reason: `after scrolling to the bottom: ${noLayout}` },
      { transition: 'loadingMore/xstate.error.actor.fetchNextPage/0', reason: `after scrolling to the bottom: ${noLayout}` },
      { transition: 'noMore/REFRESH/0', reason: noLayout },
    ],
  },
  'order-status': {
    browser: [
      { transition: 'waitingPay/EXPIRE/0', reason: serverClock },
      { transition: 'delivered/AUTO_CONFIRM/0', reason: serverClock },
      { transition: 'received/COMPLETE/0', reason: afterAutoConfirm },
      { transition: 'received/APPLY_REFUND/0', reason: afterAutoConfirm },
      { transition: 'afterSale.fromReceived/REFUSE_REFUND/0', reason: afterAutoConfirm },
      { transition: 'afterSale.fromReceived/WITHDRAW_REFUND/0', reason: afterAutoConfirm },
      { transition: 'afterSale.fromReceived/REFUND/0', reason: afterAutoConfirm },
    ],
  },
  'pay-with-code': {
    browser: [
      {
        transition: 'paying/xstate.error.actor.pay/0',
        reason: 'a payment code cleared after the page read the profile: only support could do it, in the database the server process keeps to itself; the view layer produces it',
      },
    ],
  },
  recharge: {
    browser: [
      {
        transition: 'loading/xstate.done.actor.loadChannels/1',
        reason: 'no open channel at all: only an operator closes them, in the database of the server\'s own process, and no call does it yet; the view layer produces it',
      },
    ],
  },
  'support-chat': {
    browser: [
      { transition: 'chat.connection.connected.live/DROPPED/0', reason: cutStream },
      { transition: 'chat.connection.reconnecting/ONLINE/0', reason: `reached only after DROPPED: ${cutStream}` },
      { transition: 'chat.outbox.sending.typedMore/xstate.done.actor.sendQueued/1', reason: `a batch answered while the stream is down, reached only after DROPPED: ${cutStream}` },
    ],
  },
}

/** The transitions `layer` cannot produce for `machine`, by id. */
export function limitsOf(machine: string, layer: TestLayer): LayerLimit[] {
  return layerLimits[machine]?.[layer] ?? []
}
