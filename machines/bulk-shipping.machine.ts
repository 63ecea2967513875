// Shipping many orders from a file in the merchant's console: the merchant chooses a filled ship
// template; a file too large or not CSV is refused on the spot, before anything is sent. The server
// checks the file and answers a preview, each row ready, already shipped, left blank or refused with
// its reason; the merchant ships the ready rows (when there is one), or chooses another file.
// The server ships each order in its own transaction and answers the result row by row. A shipping
// whose answer was lost may be sent again: an order already shipped says so and is not shipped twice.
import { assign, fromPromise, setup } from 'xstate'
import { looksLikeCsv, MAX_SHIP_FILE_BYTES, type ShipFileReport } from '../src/contract/merchant-bulk-ship'
import type { MachineExamples } from './model-examples'
import type { MachineDescriptions } from './descriptions'

/** The chosen file as the browser describes it (the view passes the File itself). */
export interface ChosenShipFile {
  name: string
  size: number
  type: string
}

export interface BulkShippingContext {
  file: ChosenShipFile | null
  /** The server's check of the file: what shipping it would do. */
  preview: ShipFileReport | null
  /** What the shipping did, row by row. */
  result: ShipFileReport | null
}

export type BulkShippingEvent =
  /** A file chosen in the file picker. */
  | { type: 'CHOOSE'; file: ChosenShipFile }
  /** Ship the ready rows of the preview (again, after a lost answer). */
  | { type: 'SHIP' }
  /** Back to choosing a file. */
  | { type: 'RESET' }

export const bulkShippingMachine = setup({
  types: {
    context: {} as BulkShippingContext,
    events: {} as BulkShippingEvent,
  },
  actors: {
    /** POST /api/merchant/order/ship-file/check. */
    check: fromPromise<ShipFileReport, ChosenShipFile>(async () => {
      throw new Error('check is provided by the view')
    }),
    /** POST /api/merchant/order/ship-file. */
    ship: fromPromise<ShipFileReport, ChosenShipFile>(async () => {
      throw new Error('ship is provided by the view')
    }),
  },
  guards: {
    /** The contract's limit, the server's own. */
    tooLarge: ({ event }) => event.type === 'CHOOSE' && event.file.size > MAX_SHIP_FILE_BYTES,
    notCsv: ({ event }) => event.type === 'CHOOSE' && !looksLikeCsv(event.file),
    hasReady: ({ event }) => (event as unknown as { output: ShipFileReport }).output.counts.ready > 0,
  },
  actions: {
    /** The view says how many were shipped and reads the list again. */
    shipped: () => {},
  },
}).createMachine({
  id: 'bulkShipping',
  context: { file: null, preview: null, result: null },
  initial: 'choosing',
  states: {
    choosing: {
      description: 'The merchant downloads the template or chooses a filled file',
      initial: 'idle',
      states: {
        idle: { description: 'Nothing chosen yet' },
        tooLarge: { description: 'The chosen file is over the size limit; nothing was sent' },
        notCsv: { description: 'The chosen file is not a CSV file; nothing was sent' },
        // The client has said why (the server could not read the file, or the line dropped).
        unreadable: { description: 'The server refused the file or did not answer' },
      },
      on: {
        CHOOSE: [
          { guard: 'tooLarge', target: '.tooLarge' },
          { guard: 'notCsv', target: '.notCsv' },
          { target: 'checking', actions: assign({ file: ({ event }) => event.file, preview: null, result: null }) },
        ],
      },
    },
    checking: {
      description: 'The server reads the file and judges every row',
      invoke: {
        id: 'check',
        src: 'check',
        input: ({ context }) => context.file as ChosenShipFile,
        onDone: [
          { guard: 'hasReady', target: 'previewing.ready', actions: assign({ preview: ({ event }) => event.output }) },
          { target: 'previewing.nothingReady', actions: assign({ preview: ({ event }) => event.output }) },
        ],
        onError: { target: 'choosing.unreadable' },
      },
    },
    previewing: {
      description: 'Each row is shown ready, already shipped, left blank or refused with its reason',
      initial: 'ready',
      states: {
        ready: {
          description: 'At least one row can be shipped',
          on: { SHIP: '#bulkShipping.shipping' },
        },
        // Every row is refused, blank or already shipped: the file is to be corrected.
        nothingReady: { description: 'No row can be shipped' },
      },
      on: { RESET: 'choosing' },
    },
    shipping: {
      description: 'The server ships the ready rows, each order on its own',
      invoke: {
        id: 'ship',
        src: 'ship',
        input: ({ context }) => context.file as ChosenShipFile,
        onDone: { target: 'done', actions: [assign({ result: ({ event }) => event.output }), 'shipped'] },
        onError: { target: 'failed' },
      },
    },
    // What was shipped before the answer was lost stays shipped; sending again ships only the rest.
    failed: {
      description: 'The shipping got no answer; it may be sent again safely',
      on: { SHIP: 'shipping', RESET: 'choosing' },
    },
    done: {
      description: 'The result: each row shipped, already shipped, left blank or refused',
      on: { RESET: 'choosing' },
    },
  },
})

const report = (ready: number): ShipFileReport => ({
  rows: [
    ...(ready ? [{ line: 2, sn: '26112200000001', carrier: 'VNPost', tracking_no: 'VN123456789', outcome: 'ready' as const, reason: null, message: 'Ready to ship' }] : []),
    { line: 3, sn: '26112200000002', carrier: 'Pigeon', tracking_no: 'PG-1234', outcome: 'refused', reason: 'unknownCarrier', message: 'Unknown carrier' },
  ],
  counts: { ready, shipped: 0, alreadyShipped: 0, refused: 1, blank: 0 },
})

export const examples: MachineExamples = {
  events: {
    // A filled template; one over the limit; a spreadsheet saved in its own format.
    CHOOSE: [
      { file: { name: 'orders-to-ship.csv', size: 1_200, type: 'text/csv' } },
      { file: { name: 'orders-to-ship.csv', size: 300_000, type: 'text/csv' } },
      { file: { name: 'orders-to-ship.xlsx', size: 9_000, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } },
    ],
    SHIP: [{}],
    RESET: [{}],
    'xstate.done.actor.check': [{ output: report(1) }, { output: report(0) }],
    'xstate.error.actor.check': [{ error: { kind: 'business', msg: 'This is not a CSV file' } }],
    'xstate.done.actor.ship': [{ output: { ...report(0), counts: { ready: 0, shipped: 1, alreadyShipped: 0, refused: 1, blank: 0 } } }],
    'xstate.error.actor.ship': [{ error: { kind: 'network', msg: 'Backend interface connection abnormal' } }],
  },
}

/** What each event, guard and action means, in plain words: the atlas and the docs show them. */
export const descriptions: MachineDescriptions = {
  events: {
    CHOOSE: 'The merchant chooses a filled file',
    'done: check': 'The server answered the preview',
    'error: check': 'The server refused the file, or did not answer',
    SHIP: 'The merchant ships the ready rows',
    'done: ship': 'The server answered what it shipped',
    'error: ship': 'The shipping got no answer',
    RESET: 'The merchant chooses another file',
  },
  guards: {
    tooLarge: 'the file is over 256 KB',
    notCsv: 'the file is neither named .csv nor of the CSV type',
    hasReady: 'the server found at least one row ready to ship',
  },
  actions: {
    assign: 'Remembers the file, the preview or the result',
    shipped: 'Says how many were shipped and reads the list again',
  },
}
