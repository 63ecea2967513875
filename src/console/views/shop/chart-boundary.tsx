// Keeps the sales panel standing when the chart cannot be drawn (its chunk failed to load, a browser
// without a canvas): the panel's totals and day table stay, the chart's place says so instead.
import { Component, type ReactNode } from 'react'

export class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
