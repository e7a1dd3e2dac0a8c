import type { components } from './api.gen';

/** A schema of the server's OpenAPI document (`api.gen.ts`), by its name there. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
