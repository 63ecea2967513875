// The laid-out diagram as SVG: boxes for states (dashed for a parallel region, doubled for a final
// state), a dot for where a state starts, arrows with their words for transitions. Every state and
// transition is a focusable element carrying its id, so the page opens its panel on a click; the
// technical name is its <title>, shown on hover.
import { escapeHtml as esc } from './html'
import type { LayoutEdge, LayoutNode, MachineLayout } from './layout'

function nodeSvg(node: LayoutNode): string {
  const { x, y, width, height } = node
  const title = `<title>${esc(node.name)}</title>`
  const attrs = node.state !== null ? ` class="state ${node.kind}" data-state="${esc(node.state)}" tabindex="0"` : ` class="marker ${node.kind}"`
  if (node.kind === 'initial') return `<g${attrs}>${title}<circle cx="${x + width / 2}" cy="${y + height / 2}" r="${width / 2}"/></g>`
  if (node.kind === 'history') return `<g${attrs}>${title}<circle cx="${x + width / 2}" cy="${y + height / 2}" r="${width / 2}"/><text x="${x + width / 2}" y="${y + height / 2 + 4}" text-anchor="middle">H</text></g>`
  const container = node.kind === 'compound' || node.kind === 'parallel' || node.kind === 'region'
  const rect = `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${node.kind === 'any' ? height / 2 : 8}"/>`
  const inner = node.kind === 'final' ? `<rect class="inner" x="${x + 4}" y="${y + 4}" width="${width - 8}" height="${height - 8}" rx="6"/>` : ''
  const textX = container ? x + 12 : x + width / 2
  const anchor = container ? 'start' : 'middle'
  const firstY = y + (container ? 18 : 16) + (node.kind === 'any' ? -2 : 0)
  const text = node.lines.map((line, i) => `<text x="${textX}" y="${firstY + i * 15}" text-anchor="${anchor}">${esc(line)}</text>`).join('')
  const link = node.invokes
    ? `<a href="${esc(node.invokes)}.html" class="runs"><text x="${textX}" y="${firstY + node.lines.length * 15 + 4}" text-anchor="${anchor}">▸ runs ${esc(node.invokes)}</text></a>`
    : ''
  return `<g${attrs}>${title}${rect}${inner}${text}${link}</g>`
}

function edgeSvg(edge: LayoutEdge): string {
  if (edge.points.length < 2) return ''
  const d = edge.points.map((p, i) => `${i ? 'L' : 'M'}${p.x},${p.y}`).join(' ')
  const title = `<title>${esc(edge.name)}</title>`
  const attrs = edge.transition ? ` class="transition ${edge.kind}" data-transition="${esc(edge.transition)}" tabindex="0"` : ` class="transition ${edge.kind}"`
  const label = edge.label
    ? `<rect class="label" x="${edge.label.x}" y="${edge.label.y}" width="${edge.label.width}" height="${edge.label.height}" rx="3"/>` +
      edge.label.lines.map((line, i) => `<text x="${edge.label!.x + 4}" y="${edge.label!.y + 12 + i * 13}">${esc(line)}</text>`).join('')
    : ''
  return `<g${attrs}>${title}<path d="${d}" marker-end="url(#arrow)"/>${label}</g>`
}

export function diagramSvg(layout: MachineLayout, label: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" class="diagram" viewBox="0 0 ${layout.width} ${layout.height}" width="${layout.width}" height="${layout.height}" role="img" aria-label="${esc(label)}">`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z"/></marker></defs>',
    ...layout.nodes.map(nodeSvg),
    ...layout.edges.map(edgeSvg),
    '</svg>',
  ].join('\n')
}
