// What globalSetup hands to every test file through vitest's inject().
declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
export {};
