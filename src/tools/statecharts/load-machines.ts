// Finds every machines/*.machine.ts and imports it: the one list the generators and the model,
// view and browser tests share, so a new machine file joins them all without a hand-kept list.
import { readdir, readFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { AnyStateMachine } from 'xstate'
import type { MachineDescriptions } from '../../../machines/descriptions'
import type { MachineExamples } from '../../../machines/model-examples'
import { conventionProblems } from './conventions'

export interface LoadedMachine {
  /** The file name without `.machine.ts`: `session`, `checkout-pay`. */
  name: string
  /** Absolute path of the machine file. */
  file: string
  machine: AnyStateMachine
  examples: MachineExamples
  /** The file's opening comment, joined into one line ('' when it has none). */
  summary: string
  /** Its events', guards' and actions' words (`export const descriptions`); empty maps when it has none. */
  descriptions: MachineDescriptions
}

/** The repository's machines/ directory. */
// Built from the file path, not `new URL(..., import.meta.url)`: under jsdom URL is jsdom's own.
export const machinesDir = join(dirname(fileURLToPath(import.meta.url)), '../../../machines')

const SUFFIX = '.machine.ts'

function isStateMachine(value: unknown): value is AnyStateMachine {
  // Duck-typed: two copies of xstate (CJS and ESM) would fail an instanceof.
  return !!value && typeof value === 'object' && '__xstatenode' in value && 'root' in value && typeof (value as unknown as AnyStateMachine).provide === 'function'
}

function descriptionsOf(value: unknown): MachineDescriptions {
  const found = (value ?? {}) as Partial<MachineDescriptions>
  return { events: found.events ?? {}, guards: found.guards ?? {}, actions: found.actions ?? {} }
}

function isExamples(value: unknown): value is MachineExamples {
  return !!value && typeof value === 'object' && 'events' in value && !!value.events && typeof value.events === 'object'
}

/** The leading `//` comment lines of a source file, as one line. */
export function headerSummary(source: string): string {
  const lines: string[] = []
  for (const line of source.split('\n')) {
    const match = /^\s*\/\/\s?(.*)$/.exec(line)
    if (!match) break
    lines.push(match[1].trim())
  }
  return lines.join(' ').trim()
}

async function loadOne(file: string): Promise<LoadedMachine> {
  const name = basename(file, SUFFIX)
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>
  const machines = Object.entries(module).filter(([, value]) => isStateMachine(value))
  if (machines.length !== 1) {
    const found = machines.map(([key]) => key).join(', ') || 'none'
    throw new Error(`${file}: must export exactly one XState machine (found: ${found})`)
  }
  if (!isExamples(module.examples)) {
    throw new Error(`${file}: must export \`examples: MachineExamples\` ({ events: { [eventType]: payload[] } })`)
  }
  const loaded: LoadedMachine = {
    name,
    file,
    machine: machines[0][1] as AnyStateMachine,
    examples: module.examples,
    summary: headerSummary(await readFile(file, 'utf8')),
    descriptions: descriptionsOf(module.descriptions),
  }
  const problems = conventionProblems(loaded.machine, loaded.examples)
  if (problems.length) throw new Error(`${file}:\n  ${problems.join('\n  ')}`)
  return loaded
}

/** Every machine module of `dir` (default: machines/), sorted by name. Throws on a malformed one. */
export async function loadMachines(dir: string = machinesDir): Promise<LoadedMachine[]> {
  const files = (await readdir(dir)).filter((entry) => entry.endsWith(SUFFIX)).sort()
  const loaded = await Promise.all(files.map((entry) => loadOne(join(dir, entry))))
  return loaded.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
}

/** One machine by name (`session` loads machines/session.machine.ts), for a test of one flow. */
export async function loadMachine(name: string, dir: string = machinesDir): Promise<LoadedMachine> {
  return loadOne(join(dir, `${name}${SUFFIX}`))
}
