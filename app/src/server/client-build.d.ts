// Provided by the `client-build` plugin of vite.config.ts while the server bundle is built.
declare module 'virtual:client-build' {
  /** dist/index.html as the client build wrote it. */
  export const shell: string
}
