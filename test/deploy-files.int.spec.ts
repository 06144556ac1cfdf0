import { execFile, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The deployment files, checked with the tools where this machine has them (`docker compose`
// or Debian's docker-compose; caddy), and the Dockerfile by rules of our own: no Dockerfile
// linter runs here, and these are the properties the deployment relies on.
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);
const has = (command: string, args: string[]) =>
  spawnSync(command, args, { stdio: 'ignore' }).status === 0;
const compose: string[] | null = has('docker', ['compose', 'version'])
  ? ['docker', 'compose']
  : has('docker-compose', ['version'])
    ? ['docker-compose']
    : null;

describe('docker-compose.yml', () => {
  it.runIf(compose)(
    'validates with .env.example, and with no .env at all (postgres alone for development)',
    async () => {
      const [command = '', ...args] = compose ?? [];
      const withExample = await run(command, [...args, '--env-file', '.env.example', 'config'], {
        cwd: ROOT,
      });
      expect(withExample.stdout).toContain('replicas: 2');
      expect(withExample.stdout).toContain('EVENT_STORE: eventstoredb');
      const empty = join(await mkdtemp(join(tmpdir(), 'hotel-env-')), '.env');
      await writeFile(empty, '');
      await run(command, [...args, '--env-file', empty, 'config', '-q'], { cwd: ROOT });
      const services = await run(
        command,
        [...args, '--env-file', '.env.example', 'config', '--services'],
        { cwd: ROOT },
      );
      // (Compose v1 lists the `sandbox` profile's service too, v2 only with --profile sandbox.)
      expect(services.stdout.split('\n')).toEqual(
        expect.arrayContaining([
          'api',
          'kafka',
          'kurrentdb',
          'postgres',
          'projector',
          'proxy',
          'relay',
        ]),
      );
    },
  );
});

describe('deploy/Caddyfile', () => {
  it.runIf(has('caddy', ['version']))('is a valid Caddy configuration', async () => {
    const { stdout, stderr } = await run(
      'caddy',
      ['validate', '--adapter', 'caddyfile', '--config', 'deploy/Caddyfile'],
      { cwd: ROOT },
    );
    expect(stdout + stderr).toContain('Valid configuration');
  });
});

describe('Dockerfile', () => {
  const text = readFileSync(new URL('../Dockerfile', import.meta.url), 'utf8');
  const lines = text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'));
  const stages = lines.filter((line) => line.startsWith('FROM '));
  const last = text.slice(text.lastIndexOf('\nFROM '));

  it('builds on Node 24 in several stages and runs the last one as a user other than root', () => {
    expect(stages.length).toBeGreaterThan(2);
    for (const stage of stages.filter((line) => line.includes('node:')))
      expect(stage).toMatch(/^FROM node:24[-.\w]* AS \w/);
    expect(last).toMatch(/^FROM node:24/m);
    const user = [...last.matchAll(/^USER (\S+)$/gm)].at(-1)?.[1];
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
  });

  it('starts an entry point that exists, in exec form (SIGTERM reaches node, which stops gracefully)', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(last)?.[1];
    const args = JSON.parse(cmd ?? 'null') as string[];
    expect(args.slice(0, 3)).toEqual(['node', '--import', 'tsx']);
    expect(existsSync(new URL(`../${args[3] ?? ''}`, import.meta.url))).toBe(true);
  });

  it('copies only paths that exist and that .dockerignore lets into the build context', () => {
    const ignored = readFileSync(new URL('../.dockerignore', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#') && !line.startsWith('!'))
      .map((pattern) => pattern.replace(/^\*\*\//, ''));
    const sources = lines
      .filter((line) => line.startsWith('COPY ') && !line.includes('--from='))
      .flatMap((line) =>
        line
          .replace(/^COPY\s+(--\S+\s+)*/, '')
          .split(/\s+/)
          .slice(0, -1),
      );
    expect(sources.length).toBeGreaterThan(5);
    for (const source of sources) {
      expect(existsSync(new URL(`../${source}`, import.meta.url)), source).toBe(true);
      expect(
        ignored.some((pattern) => source === pattern || source.startsWith(`${pattern}/`)),
        source,
      ).toBe(false);
    }
  });
});
