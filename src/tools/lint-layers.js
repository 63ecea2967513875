// The layers of the code and the direction of imports between them (docs/architecture.md, section
// "Layers and the direction of imports"), as eslint-plugin-boundaries elements and policies. Every
// import between layers is allowed unless a policy below forbids it; each policy says why, so the
// one who breaks it reads the reason in the lint's message.

/** Each layer by the folder it is (paths from the repository's top). */
export const layers = [
  { type: 'contract', pattern: 'src/contract/**', partialMatch: false },
  { type: 'client', pattern: 'src/client/**', partialMatch: false },
  { type: 'machines', pattern: 'machines/**', partialMatch: false },
  { type: 'locales', pattern: 'locales/**', partialMatch: false },
  { type: 'ui', pattern: 'src/ui/**', partialMatch: false },
  { type: 'app', pattern: 'src/app/**', partialMatch: false },
  { type: 'console', pattern: 'src/console/**', partialMatch: false },
  { type: 'server', pattern: 'src/server/**', partialMatch: false },
  { type: 'tools', pattern: 'src/tools/**', partialMatch: false },
  { type: 'tests', pattern: 'tests/**', partialMatch: false },
]

const BROWSER = ['client', 'ui', 'app', 'console']
const OURS = layers.map((layer) => layer.type)
const but = (...kept) => OURS.filter((type) => !kept.includes(type))
const importing = (type) => ({ element: { type } })
const layer = (types) => ({ to: { element: { type: types } } })
const packages = (source) => ({ to: { module: { origin: 'external', source } } })
const nodeBuiltins = { to: { module: { origin: 'core' } } }

export const layerPolicies = [
  {
    from: importing('contract'),
    disallow: layer(but('contract')),
    message:
      'src/contract depends on nothing of ours: it is the one source of every call\'s shape, read by the browser, the server, the machines and the tests alike, so whatever it imports every one of them loads.',
  },
  {
    from: importing('contract'),
    disallow: packages('**'),
    message: 'src/contract imports zod only: the browser bundles it and the server runs it, so a package here lands in both.',
  },
  { from: importing('contract'), allow: packages('zod') },
  {
    from: importing('machines'),
    disallow: layer(but('machines', 'contract')),
    message:
      'machines/ are pure statecharts the apps, the server and the generated tests all run: they may import the contract, never a view, the client, the server or a tool (side effects are slots that whoever runs the machine provides).',
  },
  {
    from: importing('machines'),
    disallow: packages('**'),
    message: 'machines/ import only xstate and zod: no React, no DOM, no fetch, so the server and the path generator can run them.',
  },
  { from: importing('machines'), allow: packages(['xstate', 'zod']) },
  {
    from: importing('client'),
    disallow: layer(but('client', 'contract')),
    message: 'src/client is the HTTP client both apps use: it knows the contract and nothing above it (no view, no machine, no app).',
  },
  {
    from: importing('ui'),
    disallow: layer(but('ui', 'contract', 'client', 'machines', 'locales')),
    message:
      'src/ui is the layer below both apps: it may use the contract, the client, the machines and the locales, never an app (the storefront\'s or the console\'s), the server or a tool, or it would tie one app to the other.',
  },
  {
    from: importing('app'),
    disallow: layer(['console', 'server', 'tools', 'tests']),
    message:
      'src/app (the storefront) imports the contract, the client, the machines, the locales and src/ui only: never the console (the two apps never import each other; what both need moves to src/ui), the server or a tool.',
  },
  {
    from: importing('console'),
    disallow: layer(['app', 'server', 'tools', 'tests']),
    message:
      'src/console imports the contract, the client, the machines, the locales and src/ui only: never the storefront (the two apps never import each other; what both need moves to src/ui), the server or a tool.',
  },
  {
    from: importing(BROWSER),
    disallow: nodeBuiltins,
    message: 'This code runs in the browser: Node\'s built-in modules are not there.',
  },
  {
    from: importing('server'),
    disallow: layer([...BROWSER, 'tools', 'tests']),
    message:
      'src/server runs in Node on the contract, the machines and the locales: never a browser module (the client, src/ui, an app), whose React, DOM and cookies the server does not have, and never a tool or a test.',
  },
  {
    from: importing('server'),
    disallow: packages(['react', 'react-dom', 'antd-mobile', 'antd-mobile-icons', '@xstate/react', '@tanstack/react-router', 'js-cookie', 'ofetch', 'nprogress', 'chart.js', 'react-chartjs-2']),
    message: 'src/server runs in Node: a browser package (React, antd-mobile, the router, cookies, the browser\'s fetch client) does not belong in it.',
  },
  {
    from: importing('tools'),
    disallow: layer(['app', 'console', 'server', 'tests']),
    message:
      'src/tools (generators and build plugins) read the contract, the machines, the locales and src/ui\'s tables: never an app\'s views or the server, which the build and `npm run docs` must not run.',
  },
]
