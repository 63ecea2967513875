// What the list machine must do, transition by transition, as a reviewer reads it: the model
// tests check every step of its generated paths against this table (see machines/expectations.ts).
import type { MachineExpectations } from './expectations'

export const expectations = [
  { from: 'loading', on: 'done: fetchFirstPage', guard: 'isLastPage', when: 'the page answered holds the last rows there are', to: 'noMore', does: ['replaceItems'] },
  { from: 'loading', on: 'done: fetchFirstPage', to: 'ready', does: ['replaceItems'] },
  { from: 'loading', on: 'error: fetchFirstPage', to: 'error' },
  { from: 'ready', on: 'REFRESH', to: 'refreshing' },
  { from: 'ready', on: 'LOAD_MORE', to: 'loadingMore' },
  { from: 'refreshing', on: 'done: refetchFirstPage', guard: 'isLastPage', when: 'the page answered holds the last rows there are', to: 'noMore', does: ['replaceItems'] },
  { from: 'refreshing', on: 'done: refetchFirstPage', to: 'ready', does: ['replaceItems'] },
  { from: 'refreshing', on: 'error: refetchFirstPage', to: 'ready' },
  { from: 'loadingMore', on: 'done: fetchNextPage', guard: 'isLastPage', when: 'the page answered holds the last rows there are', to: 'noMore', does: ['appendItems'] },
  { from: 'loadingMore', on: 'done: fetchNextPage', to: 'ready', does: ['appendItems'] },
  { from: 'loadingMore', on: 'error: fetchNextPage', to: 'ready' },
  { from: 'noMore', on: 'REFRESH', to: 'refreshing' },
  { from: 'error', on: 'RETRY', to: 'loading' },
] satisfies MachineExpectations
