// A finger pulling a list down from its top, as touch events (antd-mobile's PullToRefresh listens
// to touches through @use-gesture).
import { act, fireEvent } from '@testing-library/react'

function touchAt(target: Element, y: number) {
  const touch = { identifier: 1, target, clientX: 100, clientY: y, pageX: 100, pageY: y, screenX: 100, screenY: y }
  return { touches: [touch], targetTouches: [touch], changedTouches: [touch] }
}

export async function pullDown(target: Element, distance = 200) {
  await act(async () => {
    fireEvent.touchStart(target, touchAt(target, 100))
    for (let y = 110; y <= 100 + distance; y += 10) fireEvent.touchMove(target, touchAt(target, y))
    fireEvent.touchEnd(target, { ...touchAt(target, 100 + distance), touches: [], targetTouches: [] })
    await new Promise((r) => setTimeout(r, 50))
  })
}
