// Writes src/routeTree.gen.ts without starting Vite, so `tsc` works on a clean clone
// (the file is git-ignored; the Vite plugin regenerates it on dev and build).
// @tanstack/router-generator is the generator the Vite plugin itself uses (its dependency).
import { fileURLToPath } from 'node:url';
import { Generator, getConfig } from '@tanstack/router-generator';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = getConfig({ target: 'react', disableLogging: true }, root);
await new Generator({ config, root }).run();
