// Where a laid-out diagram draws an edge across a box it neither leaves nor enters: from the
// layout's own coordinates, so the atlas test and the generator read the same numbers.
import type { LayoutEdge, LayoutNode, MachineLayout } from './layout'

/** Whether the segment a-b crosses the inside of the rectangle (Liang-Barsky clipping). */
export function segmentCrossesBox(a: { x: number; y: number }, b: { x: number; y: number }, box: { x: number; y: number; width: number; height: number }, margin = 1): boolean {
  const [left, right, top, bottom] = [box.x + margin, box.x + box.width - margin, box.y + margin, box.y + box.height - margin]
  if (left >= right || top >= bottom) return false
  const dx = b.x - a.x
  const dy = b.y - a.y
  let t0 = 0
  let t1 = 1
  const clip = (p: number, q: number) => {
    if (p === 0) return q > 0
    const r = q / p
    if (p < 0) {
      if (r > t1) return false
      if (r > t0) t0 = r
    } else {
      if (r < t0) return false
      if (r < t1) t1 = r
    }
    return true
  }
  return clip(-dx, a.x - left) && clip(dx, right - a.x) && clip(-dy, a.y - top) && clip(dy, bottom - a.y) && t0 < t1
}

function ancestorsOrSelf(nodes: Map<string, LayoutNode>, id: string): Set<string> {
  const found = new Set<string>()
  for (let current: LayoutNode | undefined = nodes.get(id); current; current = current.parent ? nodes.get(current.parent) : undefined) found.add(current.id)
  return found
}

/** `edge id crosses node id` for every edge segment through a box other than its ends and theirs. */
export function edgesThroughNodes(layout: Pick<MachineLayout, 'nodes' | 'edges'>): string[] {
  const nodes = new Map(layout.nodes.map((node) => [node.id, node]))
  const found: string[] = []
  for (const edge of layout.edges as LayoutEdge[]) {
    const own = new Set([...ancestorsOrSelf(nodes, edge.source), ...ancestorsOrSelf(nodes, edge.target)])
    for (const node of layout.nodes) {
      if (own.has(node.id)) continue
      const crosses = edge.points.some((point, index) => index > 0 && segmentCrossesBox(edge.points[index - 1], point, node))
      if (crosses) found.push(`${edge.id} crosses ${node.id}`)
    }
  }
  return found
}
