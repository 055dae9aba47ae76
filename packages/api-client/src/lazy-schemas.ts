/**
 * Names the schemas of a module loaded on first use: given `load`, importing a module of
 * `responses/`, `schema('name')` is a function loading that module and returning its export
 * `name`. The bundler gives the module, the contract's schemas it uses and zod chunks of their own.
 */
export function lazySchemas<Module>(load: () => Promise<Module>) {
  return <Name extends keyof Module>(name: Name): (() => Promise<Module[Name]>) =>
    async () =>
      (await load())[name];
}
