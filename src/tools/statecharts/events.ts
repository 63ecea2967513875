// Event types as a machine sees them and as a reader should: the list of sendable samples the
// path generators use, and the short labels ("done: login", "after 500ms") the documents show.
import type { AnyStateMachine, EventObject } from 'xstate'
import { getStateNodes } from 'xstate/graph'
import type { MachineExamples } from '../../../machines/model-examples'

/** One sendable event: its payload comes from the machine's examples. */
export type SampleEvent = EventObject & Record<string, unknown>

const DONE_ACTOR = 'xstate.done.actor.'
const ERROR_ACTOR = 'xstate.error.actor.'
const DONE_STATE = 'xstate.done.state.'
const AFTER = 'xstate.after.'

/** What a reader calls an event type; `''` is an eventless (`always`) transition. */
export function eventLabel(eventType: string): string {
  if (eventType === '') return 'always'
  if (eventType.startsWith(DONE_ACTOR)) return `done: ${eventType.slice(DONE_ACTOR.length)}`
  if (eventType.startsWith(ERROR_ACTOR)) return `error: ${eventType.slice(ERROR_ACTOR.length)}`
  if (eventType.startsWith(DONE_STATE)) return `done: state ${eventType.slice(DONE_STATE.length)}`
  if (eventType.startsWith(AFTER)) {
    // xstate.after.<delay>.<state id>: the state id may hold dots, the delay may not.
    const delay = eventType.slice(AFTER.length).split('.')[0]
    return /^\d+$/.test(delay) ? `after ${delay}ms` : `after ${delay}`
  }
  return eventType
}

/** True for the event types xstate sends by itself (timers, actor results, final states). */
export function isInternalEventType(eventType: string): boolean {
  return eventType.startsWith('xstate.')
}

/** Every event descriptor the machine's state nodes react to (`on`, invoke done/error, after). */
export function machineEventTypes(machine: AnyStateMachine): string[] {
  const types = new Set<string>()
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const descriptor of node.transitions.keys()) types.add(descriptor)
  }
  return [...types].sort()
}

/** Whether an event type is accepted by a descriptor, including the wildcards `*` and `A.*`. */
export function descriptorMatches(descriptor: string, eventType: string): boolean {
  if (descriptor === eventType || descriptor === '*') return true
  if (!descriptor.endsWith('.*')) return false
  const prefix = descriptor.slice(0, -2)
  return eventType === prefix || eventType.startsWith(`${prefix}.`)
}

/**
 * The events the generators send: one per sample of every event type the machine reacts to, and
 * one bare event for a type without samples. Wildcard descriptors cannot be sent as such: they are
 * reached through the example types they match.
 */
export function eventSamples(machine: AnyStateMachine, examples: MachineExamples): SampleEvent[] {
  const descriptors = machineEventTypes(machine)
  const types = new Set(descriptors.filter((type) => !type.includes('*')))
  for (const type of Object.keys(examples.events)) {
    if (descriptors.some((descriptor) => descriptorMatches(descriptor, type))) types.add(type)
  }
  return [...types].sort().flatMap((type) => {
    const samples = examples.events[type]?.length ? examples.events[type] : [{}]
    return samples.map((payload) => ({ ...payload, type }))
  })
}

function summarizeValue(value: unknown): string {
  if (value instanceof Error) return `Error(${JSON.stringify(value.message)})`
  if (typeof value === 'string') return JSON.stringify(value.length > 24 ? `${value.slice(0, 23)}…` : value)
  if (Array.isArray(value)) return `[${value.length}]`
  if (value && typeof value === 'object') return '{…}'
  return String(value)
}

/** A one-line view of a payload: `{path: "/home"}`; nested objects shrink to `{…}`. */
export function summarizePayload(event: SampleEvent): string {
  const entries = Object.entries(event).filter(([key]) => key !== 'type')
  if (!entries.length) return ''
  return `{${entries.map(([key, value]) => `${key}: ${summarizeValue(value)}`).join(', ')}}`
}

/** The full payload for a table cell: JSON, with errors shown by their message. */
export function payloadJson(event: SampleEvent): string {
  const { type: _type, ...payload } = event
  const json = JSON.stringify(payload, (_key, value: unknown) => (value instanceof Error ? `Error(${value.message})` : value))
  // `{ output: undefined }` (a void result) says nothing worth a cell.
  return json === '{}' ? '' : json
}

/**
 * A short, distinct title per sample for path descriptions: `BOOT {token: null}` when the payload
 * summary is short and tells the samples apart, else the sample's number after the
 * event (`done: fetchFirstPage` and the number 2).
 */
export function sampleTitles(samples: SampleEvent[]): Map<SampleEvent, string> {
  const titles = new Map<SampleEvent, string>()
  const byType = new Map<string, SampleEvent[]>()
  for (const sample of samples) byType.set(sample.type, [...(byType.get(sample.type) ?? []), sample])
  for (const [type, group] of byType) {
    const summaries = group.map(summarizePayload)
    const distinct = new Set(summaries).size === summaries.length && summaries.every((summary) => summary.length <= 40)
    group.forEach((sample, index) => {
      const detail = group.length === 1 ? '' : distinct ? ` ${summaries[index]}` : ` #${index + 1}`
      titles.set(sample, `${eventLabel(type)}${detail}`)
    })
  }
  return titles
}

/** What a UI runner must do for an event xstate would send by itself, instead of a user action. */
export type InternalEvent =
  | { kind: 'done'; invokeId: string; output: unknown }
  | { kind: 'error'; invokeId: string; error: unknown }
  | { kind: 'after'; delay: string; stateId: string }

/**
 * Reads `xstate.done.actor.<id>` (settle actor <id> with `output`), `xstate.error.actor.<id>`
 * (fail it with `error`) and `xstate.after.<delay>.<state id>` (let the delay pass); null otherwise.
 */
export function internalEventOf(event: SampleEvent): InternalEvent | null {
  const { type } = event
  if (type.startsWith(DONE_ACTOR)) return { kind: 'done', invokeId: type.slice(DONE_ACTOR.length), output: event.output }
  if (type.startsWith(ERROR_ACTOR)) return { kind: 'error', invokeId: type.slice(ERROR_ACTOR.length), error: event.error }
  if (type.startsWith(AFTER)) {
    const [delay, ...stateId] = type.slice(AFTER.length).split('.')
    return { kind: 'after', delay, stateId: stateId.join('.') }
  }
  return null
}
