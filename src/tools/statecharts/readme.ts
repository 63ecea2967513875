// docs/statecharts/README.md: the analysts' index of every machine, with its size and how much
// of it the generated paths take.
import { allStateNodes } from './transitions'
import { cell, code, type MachineDoc } from './markdown'

export function readmeMarkdown(docs: MachineDoc[], note: string): string {
  const rows = docs.map(({ loaded, transitions, paths, coverage }) => {
    const states = allStateNodes(loaded.machine).length - 1
    return `| [${loaded.name}](${loaded.name}.md) | ${cell(loaded.summary)} | ${states} | ${transitions.length} | ${paths.length} | ${coverage.covered}/${coverage.total} | [svg](${loaded.name}.svg) |`
  })
  return [
    `<!-- ${note} -->`,
    '# Statecharts',
    '',
    'Every flow of the marketplace with more than two states is an XState machine in `machines/`.',
    'Each page below shows one machine as a diagram, lists its states, events, guards, actions and',
    'transitions by name, and the test paths generated from it. The same paths are replayed on the',
    'machine (tests/model), through the views (tests/views) and in the browser (tests/e2e).',
    '',
    `Rebuilt by ${code('npm run docs')}; ${code('npm run docs:check')} fails when a page is stale.`,
    '',
    '| machine | what it covers | states | transitions | test paths | transitions covered | diagram |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n')
}
