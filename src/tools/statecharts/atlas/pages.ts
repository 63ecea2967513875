// The atlas's pages as HTML text: the index of every machine and one page per machine (diagram,
// legend, states, storyboards). They open from disk: the data each page needs is inside it, and the
// screenshots of the last `npm run atlas` come from shots/index.js, a script beside them.
import { diagramSvg } from './diagram-svg'
import { escapeHtml as esc, scriptJson } from './html'
import type { AtlasMachine } from './model'

/** The transitions a layer cannot produce, with the reason, per machine (src/tools/statecharts/layer-limits.ts). */
export type LayerLimits = Record<string, { view?: Array<{ transition: string; reason: string }>; browser?: Array<{ transition: string; reason: string }> }>

export const ATLAS_LANGS = ['en', 'vi', 'zh-CN', 'ja', 'ko', 'th'] as const
const LANG_NAMES: Record<string, string> = { en: 'English', vi: 'Tiếng Việt', 'zh-CN': '简体中文', ja: '日本語', ko: '한국어', th: 'ไทย' }

function page(title: string, note: string, header: string, body: string): string {
  return [
    '<!doctype html>',
    `<!-- ${note.replace(/--/g, '–')} -->`,
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(title)}</title>`,
    '<link rel="stylesheet" href="atlas.css">',
    '</head>',
    '<body>',
    `<header class="top">${header}<label>Screens in <select id="lang" aria-label="Language of the screenshots">${ATLAS_LANGS.map((lang) => `<option value="${lang}">${LANG_NAMES[lang]}</option>`).join('')}</select></label></header>`,
    '<main>',
    body,
    '</main>',
    '<script src="shots/index.js"></script>',
    '<script src="shots/measured.js"></script>',
    '<script src="atlas.js"></script>',
    '</body>',
    '</html>',
    '',
  ].join('\n')
}

const LEGEND = [
  '<div class="legend" aria-label="Legend">',
  '<span><svg width="30" height="18"><rect x="1" y="1" width="28" height="16" rx="4" fill="#fff" stroke="#44506a"/></svg>a state (its words; hover for its name)</span>',
  '<span><svg width="30" height="18"><rect x="1" y="1" width="28" height="16" rx="4" fill="#f7f9fc" stroke="#44506a"/><rect x="6" y="6" width="10" height="8" rx="2" fill="#fff" stroke="#44506a"/></svg>a state holding states</span>',
  '<span><svg width="30" height="18"><rect x="1" y="1" width="28" height="16" rx="4" fill="#f7f9fc" stroke="#44506a" stroke-width="2.4"/></svg>parts that run side by side (parallel)</span>',
  '<span><svg width="30" height="18"><rect x="1" y="1" width="28" height="16" rx="4" fill="#fff" stroke="#44506a" stroke-dasharray="6 4"/></svg>one of those parts (region)</span>',
  '<span><svg width="30" height="18"><rect x="1" y="1" width="28" height="16" rx="4" fill="#fff" stroke="#44506a"/><rect x="4" y="4" width="22" height="10" rx="3" fill="none" stroke="#44506a"/></svg>an end (final state)</span>',
  '<span><svg width="18" height="18"><circle cx="9" cy="9" r="6" fill="#1d2433"/></svg>where it starts</span>',
  '<span><svg width="18" height="18"><circle cx="9" cy="9" r="8" fill="#fff" stroke="#44506a"/><text x="9" y="13" font-size="10" text-anchor="middle">H</text></svg>back to the state last left (history)</span>',
  '<span><svg width="40" height="12"><path d="M2,6 L36,6" stroke="#56627a" stroke-width="1.3"/><path d="M32,2 L38,6 L32,10 z" fill="#56627a"/></svg>what a person does</span>',
  '<span><svg width="40" height="12"><path d="M2,6 L36,6" stroke="#7048e8" stroke-width="1.3" stroke-dasharray="5 3"/><path d="M32,2 L38,6 L32,10 z" fill="#7048e8"/></svg>an answer (server, timer, another machine)</span>',
  '<span><svg width="40" height="12"><path d="M2,6 L36,6" stroke="#56627a" stroke-width="1.3" stroke-dasharray="2 3"/></svg>at once, with no event</span>',
  '<span><b>if …</b> only when the condition holds · <b>then: …</b> what it does · <b style="color:#0b6bcb">▸ runs</b> another machine (its page)</span>',
  '</div>',
].join('')

function storyboard(machine: AtlasMachine, path: AtlasMachine['paths'][number]): string {
  const stateWords = (states: string[]) => states.map((s) => machine.states.find((x) => x.path === s)?.words ?? s).join(' + ')
  const frame = (key: string, event: string, eventName: string, data: string, states: string[], step: number) =>
    `<div class="frame" data-key="${key}" data-step="${step}" data-words="${esc(event)}"><div class="event" title="${esc(eventName)}">${step}. ${esc(event)}</div><div class="data">${esc(data)}</div><div class="slot"></div><div class="after" title="${esc(states.join(' + '))}">→ ${esc(stateWords(states))}</div></div>`
  return [
    `<section class="story" id="path-${esc(path.id)}" data-path="${esc(path.id)}">`,
    `<h3>${esc(path.description)}</h3>`,
    `<p class="goal">${esc(path.goal)}</p>`,
    '<div class="strip">',
    frame(path.start.key, 'The screen opens', 'start', '', path.start.states, 0),
    ...path.steps.map((step, index) => frame(step.key, step.event.words, step.event.name, step.data, step.states, index + 1)),
    '</div>',
    '</section>',
  ].join('\n')
}

/** One machine's page. */
export function machinePage(machine: AtlasMachine, limits: LayerLimits[string] | null, note: string): string {
  const header = `<a href="index.html">← Atlas</a><h1>${esc(machine.name)} <span class="name">#${esc(machine.id)}</span></h1>`
  const related = [
    machine.runs.length ? `Runs ${machine.runs.map((name) => `<a href="${esc(name)}.html">${esc(name)}</a>`).join(', ')} inside it.` : '',
    machine.runBy.length ? `Run inside ${machine.runBy.map((name) => `<a href="${esc(name)}.html">${esc(name)}</a>`).join(', ')}.` : '',
  ].filter(Boolean).join(' ')
  const states = machine.states
    .map((state) => `<tr data-state-row="${esc(state.path)}"><td><a href="#state=${encodeURIComponent(state.path)}" data-state="${esc(state.path)}">${esc(state.words)}</a></td><td><code>${esc(state.path)}</code></td><td class="shot-count">0</td><td class="reason"></td></tr>`)
    .join('\n')
  const data = { name: machine.name, id: machine.id, states: machine.states, transitions: machine.transitions, layout: machine.layout, limits }
  const body = [
    `<p class="summary">${esc(machine.summary)}</p>`,
    `<p class="counts">${machine.states.length} states · ${machine.transitions.length} transitions · ${machine.paths.length} storyboards · the generated paths take ${machine.coverage.covered}/${machine.coverage.total} transitions. ${related} Source: <code>machines/${esc(machine.name)}.machine.ts</code></p>`,
    LEGEND,
    '<p class="counts">Click a state to see its screens, a transition to see what it does and which paths take it. <button type="button" id="fit">Whole diagram</button></p>',
    `<div class="canvas">${diagramSvg(machine.layout, `Statechart of ${machine.name}`)}</div>`,
    '<h2 id="states">States and their screens (<span class="lang-name">English</span>)</h2>',
    '<table class="states"><thead><tr><th>state</th><th>name</th><th>screenshots</th><th>why none</th></tr></thead><tbody>',
    states,
    '</tbody></table>',
    '<h2 id="storyboards">Storyboards: every generated path, step by step</h2>',
    ...machine.paths.map((path) => storyboard(machine, path)),
    '<aside class="panel" id="panel" hidden></aside>',
    `<script type="application/json" id="atlas-data">${scriptJson(data)}</script>`,
  ].join('\n')
  return page(`${machine.name} · Atlas`, note, header, body)
}

/** The index: every machine, its purpose, size, coverage per layer, limits, and who runs whom. */
export function indexPage(machines: AtlasMachine[], limits: LayerLimits | null, note: string): string {
  const rows = machines.map((m) => [
    '<tr>',
    `<td><a href="${esc(m.name)}.html">${esc(m.name)}</a></td>`,
    `<td>${esc(m.summary)}</td>`,
    `<td>${m.states.length}</td><td>${m.transitions.length}</td><td><a href="${esc(m.name)}.html#storyboards">${m.paths.length}</a></td>`,
    `<td>${m.coverage.covered}/${m.coverage.total}</td>`,
    `<td data-measured="view:${esc(m.name)}"><span class="not-measured">not measured</span></td>`,
    `<td data-measured="browser:${esc(m.name)}"><span class="not-measured">not measured</span></td>`,
    `<td data-shot-count="${esc(m.name)}">0</td>`,
    '</tr>',
  ].join(''))
  const limitRows = limits
    ? machines.flatMap((m) => (['view', 'browser'] as const).flatMap((layer) => (limits[m.name]?.[layer] ?? []).map((limit) => {
      const t = m.transitions.find((x) => x.id === limit.transition)
      return `<tr><td><a href="${esc(m.name)}.html#transition=${encodeURIComponent(limit.transition)}">${esc(m.name)}</a></td><td>${layer}</td><td title="${esc(t?.name ?? limit.transition)}">${esc(t ? `${t.event.words}${t.guard ? ` (if ${t.guard.words})` : ''}` : limit.transition)} <code>${esc(limit.transition)}</code></td><td>${esc(limit.reason)}</td></tr>`
    })))
    : []
  const runs = machines.flatMap((m) => m.runs.map((child) => {
    const states = m.states.filter((s) => s.runs === child).map((s) => `${esc(s.words)} <code>${esc(s.path)}</code>`).join(', ')
    return `<tr><td><a href="${esc(m.name)}.html">${esc(m.name)}</a></td><td><a href="${esc(child)}.html">${esc(child)}</a></td><td>${states}</td></tr>`
  }))
  const body = [
    '<p class="summary">Every flow of the marketplace with more than two states is a statechart in <code>machines/</code>. Each page shows one as a diagram in plain words (hover for the technical names), the real screen of every state in the language you pick, and a storyboard of every path the tests generate from it. The screens come from the browser tests that replay those paths against the real server.</p>',
    '<h2>Machines</h2>',
    '<table><thead><tr><th>machine</th><th>what it covers</th><th>states</th><th>transitions</th><th>storyboards</th><th>coverage: machine</th><th>coverage: view</th><th>coverage: browser</th><th>screenshots (<span class="lang-name">English</span>)</th></tr></thead><tbody>',
    ...rows,
    '</tbody></table>',
    '<h2>Machines inside machines</h2>',
    '<table><thead><tr><th>flow</th><th>runs</th><th>in its state</th></tr></thead><tbody>',
    ...runs,
    '</tbody></table>',
    '<h2>What a layer cannot produce</h2>',
    limits
      ? limitRows.length
        ? ['<table><thead><tr><th>machine</th><th>layer</th><th>transition</th><th>why</th></tr></thead><tbody>', ...limitRows, '</tbody></table>'].join('\n')
        : '<p class="none">Every layer produces every transition.</p>'
      : '<p class="not-measured">Not measured: the list of what the view and browser layers cannot produce (src/tools/statecharts/layer-limits.ts) does not exist yet.</p>',
  ].join('\n')
  return page('Atlas of the marketplace', note, '<h1>Atlas of the marketplace</h1><a href="#" hidden></a>', body)
}
