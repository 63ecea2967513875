// The atlas's page script (docs/atlas/atlas.js), plain browser JavaScript: the language picker,
// the panel a click on a state or transition opens, the screenshots of the last `npm run atlas`
// (shots/index.js sets window.ATLAS_SHOTS; absent, the pages say there are none yet) and the
// measured coverage (shots/measured.js sets window.ATLAS_MEASURED; absent: "not measured").
export const ATLAS_SCRIPT = String.raw`(function () {
  'use strict'
  var LANGS = { en: 'English', vi: 'Tiếng Việt', 'zh-CN': '简体中文', ja: '日本語', ko: '한국어', th: 'ไทย' }
  var shots = window.ATLAS_SHOTS || {}
  var measured = window.ATLAS_MEASURED || {}
  var params = new URLSearchParams(location.search)
  var lang = params.get('lang') || safeGet('atlas-lang') || 'en'
  if (!LANGS[lang]) lang = 'en'

  function safeGet(key) { try { return localStorage.getItem(key) } catch (e) { return null } }
  function safeSet(key, value) { try { localStorage.setItem(key, value) } catch (e) {} }
  function el(tag, attrs, children) {
    var node = document.createElement(tag)
    Object.keys(attrs || {}).forEach(function (key) {
      if (key === 'text') node.textContent = attrs[key]
      else if (key === 'className') node.className = attrs[key]
      else node.setAttribute(key, attrs[key])
    })
    ;(children || []).forEach(function (child) { if (child) node.appendChild(typeof child === 'string' ? document.createTextNode(child) : child) })
    return node
  }
  function named(item) { return el('span', { title: item.name }, [item.words, ' ', el('code', { text: item.name })]) }

  var picker = document.getElementById('lang')
  if (picker) {
    picker.value = lang
    picker.addEventListener('change', function () {
      lang = picker.value
      safeSet('atlas-lang', lang)
      params.set('lang', lang)
      history.replaceState(null, '', location.pathname + '?' + params.toString() + location.hash)
      renderAll()
    })
  }

  var dataNode = document.getElementById('atlas-data')
  var data = dataNode ? JSON.parse(dataNode.textContent) : null

  function shotsOf(machine, language) { return ((shots[machine] || {})[language]) || [] }
  function shotsInState(machine, path, language) {
    var seen = {}
    return shotsOf(machine, language).filter(function (shot) {
      var inside = shot.states.some(function (s) { return s === path || s.indexOf(path + '.') === 0 })
      if (!inside || seen[shot.file]) return false
      seen[shot.file] = true
      return true
    })
  }
  function shotByKey(machine, key, language) {
    var found = null
    shotsOf(machine, language).some(function (shot) { if (shot.key === key) { found = shot; return true } return false })
    return found
  }
  function image(shot, alt) {
    return el('img', { className: 'shot ' + shot.surface, src: 'shots/' + shot.file, alt: alt, loading: 'lazy' })
  }

  /** Why no browser screenshot can show a state, or null when nothing says so. */
  function reasonFor(path) {
    var state = data.states.filter(function (s) { return s.path === path })[0]
    if (state && state.type === 'history') return 'A history marker: it stands for the state last left inside, never a screen of its own.'
    var leaving = data.transitions.filter(function (t) { return t.from === path })
    if (leaving.length && leaving.every(function (t) { return t.event.name === 'always' })) return 'Left at once (its way out needs no event): never a screen of its own.'
    var limits = (data.limits && data.limits.browser) || []
    var entering = data.transitions.filter(function (t) { return t.to.some(function (to) { return to === path || to.indexOf(path + '.') === 0 }) })
    if (!entering.length) return null
    var reasons = entering.map(function (t) {
      var limit = limits.filter(function (l) { return l.transition === t.id })[0]
      return limit ? t.event.words + ': ' + limit.reason : null
    })
    if (reasons.some(function (r) { return r === null })) return null
    return 'The browser cannot reach it: ' + reasons.join('; ')
  }

  function layerCell(layer, machine, transition) {
    var table = measured[layer]
    if (!table || !table[machine]) return el('span', { className: 'not-measured', text: 'not measured' })
    var taken = table[machine].taken || []
    return el('span', { text: taken.indexOf(transition) >= 0 ? 'taken' : 'not taken' })
  }

  var panel = document.getElementById('panel')
  function pick(selector) {
    Array.prototype.forEach.call(document.querySelectorAll('.picked'), function (node) { node.classList.remove('picked') })
    Array.prototype.forEach.call(document.querySelectorAll(selector), function (node) { node.classList.add('picked') })
  }
  function openPanel(title, name, children) {
    panel.innerHTML = ''
    var close = el('button', { className: 'close', 'aria-label': 'Close', text: '×' })
    close.addEventListener('click', function () { panel.hidden = true; pick('none') })
    panel.appendChild(close)
    panel.appendChild(el('h3', { text: title }))
    panel.appendChild(el('code', { text: name }))
    children.forEach(function (child) { if (child) panel.appendChild(child) })
    panel.hidden = false
  }
  function stateLink(path) {
    var state = data.states.filter(function (s) { return s.path === path })[0]
    var link = el('a', { title: path, text: state ? state.words : path })
    link.addEventListener('click', function () { showState(path) })
    return link
  }
  function transitionItem(t) {
    var link = el('a', { title: t.name, text: t.event.words })
    link.addEventListener('click', function () { showTransition(t.id) })
    return el('li', {}, [link, t.guard ? ' (if ' + t.guard.words + ')' : ''])
  }
  function showState(path) {
    var state = data.states.filter(function (s) { return s.path === path })[0]
    if (!state) return
    pick('[data-state="' + CSS.escape(path) + '"]')
    location.hash = 'state=' + encodeURIComponent(path)
    var found = shotsInState(data.name, path, lang)
    var shotsNode = el('div', { className: 'shots' }, found.slice(0, 12).map(function (shot) {
      return el('figure', {}, [image(shot, state.words), el('figcaption', { text: shot.surface + ' · step ' + shot.step + ' of ' + shot.path })])
    }))
    var reason = reasonFor(path)
    var none = found.length ? null : el('p', { className: 'none', text: 'No screenshot in ' + LANGS[lang] + ' yet' + (reason ? '. ' + reason : ': no browser path of the last “npm run atlas” stopped in this state in this language.') })
    var outgoing = data.transitions.filter(function (t) { return t.from === path })
    var incoming = data.transitions.filter(function (t) { return t.to.indexOf(path) >= 0 })
    openPanel(state.words, path, [
      el('dl', {}, [
        el('dt', { text: 'kind' }), el('dd', { text: state.type }),
        state.tags.length ? el('dt', { text: 'tags' }) : null, state.tags.length ? el('dd', { text: state.tags.join(', ') }) : null,
        state.runs ? el('dt', { text: 'runs' }) : null, state.runs ? el('dd', {}, [el('a', { href: state.runs + '.html', text: state.runs })]) : null,
        state.entry.length ? el('dt', { text: 'on entry' }) : null, state.entry.length ? el('dd', {}, state.entry.map(named)) : null,
        state.exit.length ? el('dt', { text: 'on exit' }) : null, state.exit.length ? el('dd', {}, state.exit.map(named)) : null,
      ]),
      el('h4', { text: 'What a person sees (' + LANGS[lang] + ')' }), shotsNode, none,
      outgoing.length ? el('h4', { text: 'Leaves on' }) : null, outgoing.length ? el('ul', {}, outgoing.map(transitionItem)) : null,
      incoming.length ? el('h4', { text: 'Entered by' }) : null, incoming.length ? el('ul', {}, incoming.map(transitionItem)) : null,
    ])
  }
  function showTransition(id) {
    var t = data.transitions.filter(function (x) { return x.id === id })[0]
    if (!t) return
    pick('[data-transition="' + CSS.escape(id) + '"]')
    location.hash = 'transition=' + encodeURIComponent(id)
    var limits = data.limits || {}
    var limitOf = function (layer) { return ((limits[layer] || []).filter(function (l) { return l.transition === id })[0] || {}).reason }
    var layers = ['view', 'browser'].map(function (layer) {
      var reason = limitOf(layer)
      return el('li', {}, [layer + ': ', layerCell(layer, data.name, id), reason ? ' (cannot: ' + reason + ')' : ''])
    })
    openPanel(t.event.words, t.name, [
      el('dl', {}, [
        el('dt', { text: 'event' }), el('dd', {}, [named(t.event)]),
        t.guard ? el('dt', { text: 'only if' }) : null, t.guard ? el('dd', {}, [named(t.guard)]) : null,
        t.actions.length ? el('dt', { text: 'then' }) : null, t.actions.length ? el('dd', {}, t.actions.map(function (a) { return el('div', {}, [named(a)]) })) : null,
        el('dt', { text: 'from' }), el('dd', {}, [t.from ? stateLink(t.from) : data.id + ' (any state)']),
        el('dt', { text: 'to' }), el('dd', {}, t.to.length ? t.to.map(function (to) { return el('div', {}, [stateLink(to)]) }) : ['stays where it is']),
      ]),
      el('h4', { text: 'Coverage' }),
      el('ul', {}, [el('li', { text: 'machine: taken by ' + t.paths.length + ' generated path' + (t.paths.length === 1 ? '' : 's') })].concat(layers)),
      t.paths.length ? el('h4', { text: 'Storyboards taking it' }) : null,
      t.paths.length ? el('ul', {}, t.paths.map(function (p) { return el('li', {}, [el('a', { href: '#path-' + p, text: p })]) })) : null,
    ])
  }

  function renderStoryboards() {
    Array.prototype.forEach.call(document.querySelectorAll('.frame[data-key]'), function (frame) {
      var slot = frame.querySelector('.slot')
      slot.innerHTML = ''
      var shot = shotByKey(data.name, frame.getAttribute('data-key'), lang)
      frame.classList.toggle('console', !!shot && shot.surface === 'console')
      if (shot) slot.appendChild(image(shot, frame.getAttribute('data-words')))
      else slot.appendChild(el('div', { className: 'missing', text: 'No screenshot in ' + LANGS[lang] + ': the browser run did not take this step.' }))
    })
  }
  function renderStates() {
    Array.prototype.forEach.call(document.querySelectorAll('tr[data-state-row]'), function (row) {
      var path = row.getAttribute('data-state-row')
      var count = shotsInState(data.name, path, lang).length
      var cell = row.querySelector('.shot-count')
      cell.textContent = String(count)
      var reason = count ? '' : reasonFor(path) || ''
      row.querySelector('.reason').textContent = reason
      row.classList.toggle('unseen', !count && !reason)
    })
  }
  function renderIndex() {
    Array.prototype.forEach.call(document.querySelectorAll('[data-measured]'), function (cell) {
      var parts = cell.getAttribute('data-measured').split(':')
      var table = measured[parts[0]]
      var entry = table && table[parts[1]]
      cell.innerHTML = ''
      cell.appendChild(entry ? el('span', { text: entry.taken.length + '/' + entry.total }) : el('span', { className: 'not-measured', text: 'not measured' }))
    })
    Array.prototype.forEach.call(document.querySelectorAll('[data-shot-count]'), function (cell) {
      cell.textContent = String(shotsOf(cell.getAttribute('data-shot-count'), lang).length)
    })
  }
  function renderAll() {
    if (data) { renderStoryboards(); renderStates() } else renderIndex()
    Array.prototype.forEach.call(document.querySelectorAll('.lang-name'), function (node) { node.textContent = LANGS[lang] })
    if (data && panel && !panel.hidden) openFromHash()
  }
  function openFromHash() {
    var hash = decodeURIComponent(location.hash.slice(1))
    if (hash.indexOf('state=') === 0) showState(hash.slice(6))
    else if (hash.indexOf('transition=') === 0) showTransition(hash.slice(11))
  }

  var fit = document.getElementById('fit')
  if (fit) fit.addEventListener('click', function () {
    var canvas = document.querySelector('.canvas')
    var whole = canvas.classList.toggle('fit')
    fit.textContent = whole ? 'Actual size' : 'Whole diagram'
  })

  if (data) {
    document.addEventListener('click', function (event) {
      if (event.target.closest('a.runs')) return
      var state = event.target.closest('[data-state]')
      var transition = event.target.closest('[data-transition]')
      if (transition) showTransition(transition.getAttribute('data-transition'))
      else if (state) showState(state.getAttribute('data-state'))
    })
    document.addEventListener('keydown', function (event) {
      if (event.key !== 'Enter') return
      var target = event.target
      if (target.getAttribute && target.getAttribute('data-transition')) showTransition(target.getAttribute('data-transition'))
      else if (target.getAttribute && target.getAttribute('data-state')) showState(target.getAttribute('data-state'))
    })
  }
  renderAll()
  if (data) openFromHash()
  document.documentElement.setAttribute('data-atlas-ready', 'true')
})()
`
