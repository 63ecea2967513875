// The atlas's one stylesheet (docs/atlas/atlas.css).
export const ATLAS_CSS = `
:root { --ink: #1d2433; --soft: #5b6477; --line: #c9d0dc; --paper: #fff; --wash: #f4f6fa; --accent: #0b6bcb; --pick: #e8590c; --internal: #7048e8; font-family: system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans Thai", "Noto Sans CJK SC", sans-serif; color: var(--ink); }
* { box-sizing: border-box; }
body { margin: 0; background: var(--wash); }
header.top { display: flex; align-items: center; gap: 16px; padding: 10px 20px; background: var(--paper); border-bottom: 1px solid var(--line); position: sticky; top: 0; z-index: 5; }
header.top h1 { font-size: 18px; margin: 0; flex: 1; }
header.top a { color: var(--accent); text-decoration: none; }
header.top label { font-size: 13px; color: var(--soft); }
main { padding: 16px 20px 40px; max-width: 1800px; }
h2 { font-size: 16px; margin: 28px 0 10px; }
p.summary { max-width: 980px; line-height: 1.5; margin: 4px 0 8px; }
.counts { color: var(--soft); font-size: 13px; }
table { border-collapse: collapse; background: var(--paper); font-size: 13px; width: 100%; }
th, td { border: 1px solid var(--line); padding: 6px 8px; text-align: left; vertical-align: top; }
th { background: #eef1f6; font-weight: 600; }
code, .name { font-family: ui-monospace, "SFMono-Regular", Menlo, monospace; font-size: 12px; color: var(--soft); }
.not-measured { color: var(--soft); font-style: italic; }
.legend { display: flex; flex-wrap: wrap; gap: 14px; font-size: 12px; color: var(--soft); margin: 6px 0 10px; align-items: center; }
.legend svg { vertical-align: middle; margin-right: 4px; }
.canvas.fit svg.diagram { width: 100%; height: auto; }
button#fit { font: inherit; font-size: 12px; margin-left: 8px; }
.canvas { overflow: auto; background: var(--paper); border: 1px solid var(--line); border-radius: 8px; max-height: 78vh; }
svg.diagram { display: block; font-size: 12px; }
svg.diagram .state rect { fill: #fff; stroke: #44506a; stroke-width: 1.3; }
svg.diagram .state.compound > rect, svg.diagram .state.parallel > rect { fill: #f7f9fc; }
svg.diagram .state.parallel > rect { stroke-width: 2.4; }
svg.diagram .state.region > rect { fill: #fbfcfe; stroke-dasharray: 6 4; }
svg.diagram .state.final rect.inner { fill: none; }
svg.diagram .state.any rect { fill: #eef1f6; stroke: #8a94a8; stroke-dasharray: 3 3; }
svg.diagram .state.any text { fill: var(--soft); font-style: italic; font-size: 11px; }
svg.diagram .state.history circle { fill: #fff; stroke: #44506a; }
svg.diagram .state text { fill: var(--ink); }
svg.diagram .state.compound > text, svg.diagram .state.parallel > text, svg.diagram .state.region > text { font-weight: 600; }
svg.diagram .marker.initial circle { fill: var(--ink); }
svg.diagram a.runs text { fill: var(--accent); text-decoration: underline; font-weight: 600; }
svg.diagram .transition path { fill: none; stroke: #56627a; stroke-width: 1.3; }
svg.diagram .transition.internal path { stroke: var(--internal); stroke-dasharray: 5 3; }
svg.diagram .transition.always path { stroke-dasharray: 2 3; }
svg.diagram .transition rect.label { fill: #fff; fill-opacity: .92; stroke: none; }
svg.diagram .transition text { font-size: 11px; fill: #2d3648; }
svg.diagram .transition.internal text { fill: #4c2ab8; }
svg.diagram marker path { fill: #56627a; }
svg.diagram [data-state], svg.diagram [data-transition] { cursor: pointer; }
svg.diagram .state:hover > rect, svg.diagram .state:focus > rect { stroke: var(--accent); stroke-width: 2.2; outline: none; }
svg.diagram .transition:hover path, svg.diagram .transition:focus path { stroke: var(--accent); stroke-width: 2.4; outline: none; }
svg.diagram .picked > rect, svg.diagram .picked path { stroke: var(--pick) !important; stroke-width: 3 !important; }
aside.panel { position: fixed; right: 0; top: 52px; bottom: 0; width: min(460px, 100vw); background: var(--paper); border-left: 1px solid var(--line); box-shadow: -4px 0 16px rgba(0,0,0,.08); padding: 14px 16px 30px; overflow: auto; z-index: 6; }
aside.panel[hidden] { display: none; }
aside.panel h3 { margin: 0 28px 4px 0; font-size: 16px; }
aside.panel button.close { position: absolute; right: 10px; top: 8px; border: 0; background: none; font-size: 20px; cursor: pointer; }
aside.panel dl { display: grid; grid-template-columns: 90px 1fr; gap: 4px 10px; font-size: 13px; margin: 10px 0; }
aside.panel dt { color: var(--soft); }
aside.panel dd { margin: 0; }
aside.panel ul { padding-left: 18px; font-size: 13px; }
aside.panel a { color: var(--accent); cursor: pointer; }
.shots { display: flex; flex-wrap: wrap; gap: 10px; }
.shots figure { margin: 0; font-size: 11px; color: var(--soft); }
.shots img.storefront { width: 195px; }
.shots img.console { width: 400px; }
img.shot { border: 1px solid var(--line); border-radius: 6px; display: block; background: #fff; }
.none { color: var(--soft); font-style: italic; font-size: 13px; }
section.story { background: var(--paper); border: 1px solid var(--line); border-radius: 8px; padding: 10px 14px; margin: 12px 0; }
section.story h3 { font-size: 14px; margin: 0 0 4px; }
section.story .goal { font-size: 13px; color: var(--soft); margin: 0 0 8px; }
.strip { display: flex; gap: 12px; overflow-x: auto; padding-bottom: 6px; }
.frame { flex: 0 0 auto; width: 210px; font-size: 12px; }
.frame.console { width: 420px; }
.frame .event { font-weight: 600; min-height: 32px; }
.frame .data { color: var(--soft); min-height: 16px; overflow-wrap: anywhere; }
.frame .after { color: var(--soft); margin-top: 4px; }
.frame .missing { width: 195px; height: 422px; border: 1px dashed var(--line); border-radius: 6px; display: flex; align-items: center; justify-content: center; text-align: center; padding: 10px; color: var(--soft); font-style: italic; }
.frame img.storefront { width: 195px; }
.frame img.console { width: 400px; }
tr.story-link td:first-child { white-space: nowrap; }
`
