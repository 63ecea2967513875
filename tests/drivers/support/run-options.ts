// What the model-path runners read from the environment: MODEL_PATHS_MACHINES (a comma list: only
// those machines run) and MODEL_PATHS_LANG (the language the app opens in and the drivers read).
export const machinesToRun = (process.env.MODEL_PATHS_MACHINES ?? '').split(',').map((name) => name.trim()).filter(Boolean)
export const runsMachine = (name: string) => machinesToRun.length === 0 || machinesToRun.includes(name)
export const pathsLang = process.env.MODEL_PATHS_LANG || 'en'
