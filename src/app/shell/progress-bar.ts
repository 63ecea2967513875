// The top progress bar of a navigation (nprogress, no spinner), loaded at the first navigation
// instead of with the first page: /home paints without it. A navigation that ends before the bar's
// code has come shows no bar; one still going when it comes shows it from then on.
type NProgressApi = typeof import('nprogress')

let loaded: NProgressApi | undefined
let loading: Promise<NProgressApi> | undefined
let going = false

/** The bar's code, asked for once (the first navigation asks). */
export function loadProgressBar(): Promise<NProgressApi> {
  loading ??= import('nprogress').then((module) => {
    const bar = (module as { default?: NProgressApi }).default ?? module
    bar.configure({ showSpinner: false, trickleSpeed: 120 })
    loaded = bar
    return bar
  })
  return loading
}

export function startProgress() {
  going = true
  if (loaded) return void loaded.start()
  loadProgressBar().then((bar) => { if (going) bar.start() }, () => {})
}

export function endProgress() {
  going = false
  loaded?.done()
}
