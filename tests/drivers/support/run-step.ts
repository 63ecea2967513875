// One step of a generated path through a machine's driver, the same at every layer: the event
// produced through the interface, then every state the machine is in after it checked on screen.
import type { GeneratedPath } from '../../../src/tools/statecharts/paths'
import type { AnyDriver, Session } from './protocol'

export async function runStep(name: string, driver: AnyDriver, ctx: { session: Session }, path: GeneratedPath, index: number): Promise<void> {
  const step = path.steps[index]!
  const act = driver.events[step.event.type]
  if (!act) throw new Error(`${name} driver has no action for ${step.event.type}`)
  await act(ctx, step.event, { path, index, next: path.steps[index + 1] })
  for (const state of step.state) {
    const check = driver.states[state]
    if (!check) throw new Error(`${name} driver has no check for state ${state}`)
    await check(ctx)
  }
}
