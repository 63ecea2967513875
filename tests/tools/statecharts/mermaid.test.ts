import { describe, expect, it } from 'vitest'
import { toMermaid } from '../../../src/tools/statecharts/mermaid'
import { doorMachine, playerMachine } from './fixtures/door'

/** What Mermaid shows: it decodes `#58;` entities after parsing. */
const rendered = (text: string) => text.replace(/#58;/g, ':').replace(/#59;/g, ';')

describe('toMermaid', () => {
  const text = toMermaid(doorMachine)
  const edges = text.split('\n').filter((line) => line.includes('-->') && !line.includes('[*]'))

  it('labels invoke results "done: x" / "error: x" and guards "EVENT [guard]"', () => {
    expect(rendered(text)).toContain('unlocking --> opening : done: unlock')
    expect(rendered(text)).toContain('unlocking --> closed : error: unlock')
    expect(text).toContain('closed --> unlocking : OPEN [hasCode]')
  })

  it('keeps colons out of the label text, where Mermaid would end the label', () => {
    // Mermaid swaps `#58;`-style entities for placeholders before it lexes, as here.
    for (const edge of edges) expect(edge.replace(/#\w+;/g, 'ENTITY')).toMatch(/^\s*\w+ --> \w+ : [^:;]+$/)
  })

  it('draws eventless, delayed and targetless transitions', () => {
    expect(text).toContain('opening --> open : always')
    expect(text).toContain('open_swinging --> open_still : after 1000ms')
    expect(text).toContain('closed --> closed : OPEN')
  })

  it('nests child states in their parent, and boxes the machine when it has its own transitions', () => {
    expect(text).toMatch(/state open \{\n\s+\[\*\] --> open_swinging\n\s+state "swinging" as open_swinging/)
    expect(text).toContain('state door {')
    expect(text).toContain('door --> closed : RESET')
  })

  it('separates parallel regions', () => {
    expect(toMermaid(playerMachine)).toMatch(/state playback \{[\s\S]+\}\n\s+--\n\s+state sound \{/)
  })
})
