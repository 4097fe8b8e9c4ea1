import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./find-chromium.sh', import.meta.url));
const fontsScript = fileURLToPath(new URL('./ensure-fonts.sh', import.meta.url));

/**
 * A machine without Chromium or fonts, played by stubs first on PATH: `id` reports $STUB_UID,
 * `sudo -n` succeeds when $STUB_SUDO is 'nopasswd', `apt-get` logs each call (with the
 * DEBIAN_FRONTEND it saw) and "installs" Chromium at CHROMIUM_DEBIAN_PATH, and `fc-list` lists
 * the screenshot fonts only when $STUB_FONTS is set. Both scripts decide root or sudo through
 * the one sourced helper, as-root.sh, so these cases cover it twice.
 */
let dir: string;
let debianPath: string;
let log: string;

const stubs: Record<string, string> = {
  id: 'echo "${STUB_UID:-0}"',
  sudo: [
    'if [ "$1" = -n ]; then [ "$STUB_SUDO" = nopasswd ]; exit $?; fi',
    'echo "sudo $*" >> "$STUB_LOG"',
    'exec "$@"',
  ].join('\n'),
  'apt-get': [
    'echo "apt-get $* (DEBIAN_FRONTEND=${DEBIAN_FRONTEND:-unset})" >> "$STUB_LOG"',
    'if [ -n "$STUB_APT_FAILS" ]; then echo "E: Unable to locate package" >&2; exit 100; fi',
    'if [ "$1" = install ]; then printf "#!/bin/sh\\n" > "$CHROMIUM_DEBIAN_PATH"; chmod +x "$CHROMIUM_DEBIAN_PATH"; fi',
  ].join('\n'),
  'fc-list':
    'if [ -n "$STUB_FONTS" ]; then echo /f/DejaVuSans.ttf; echo /f/LiberationSans-Regular.ttf; fi',
};

function run(env: Record<string, string> = {}, path = script) {
  const result = spawnSync('sh', [path], {
    encoding: 'utf8',
    env: {
      PATH: `${dir}:/usr/bin:/bin`,
      CHROMIUM_DEBIAN_PATH: debianPath,
      STUB_LOG: log,
      ...env,
    },
  });
  return {
    status: result.status,
    stdout: result.stdout.trim(),
    stderr: result.stderr,
    calls: existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : [],
  };
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'find-chromium-'));
  debianPath = join(dir, 'no-chromium-yet');
  log = join(dir, 'calls.log');
  for (const [name, body] of Object.entries(stubs)) {
    writeFileSync(join(dir, name), `#!/bin/sh\n${body}\n`);
    chmodSync(join(dir, name), 0o755);
  }
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('find-chromium.sh', () => {
  it('prints CHROMIUM_PATH when it is a binary, and installs nothing', () => {
    const result = run({ CHROMIUM_PATH: join(dir, 'apt-get') });
    expect(result).toMatchObject({ status: 0, stdout: join(dir, 'apt-get'), calls: [] });
  });

  it("prints Debian's path when Chromium is installed", () => {
    writeFileSync(debianPath, '#!/bin/sh\n');
    chmodSync(debianPath, 0o755);
    expect(run()).toMatchObject({ status: 0, stdout: debianPath, calls: [] });
  });

  it('installs the chromium package as root, then prints its path', () => {
    const result = run({ STUB_UID: '0' });
    expect(result.calls).toEqual([
      'apt-get update (DEBIAN_FRONTEND=unset)',
      'apt-get install -y chromium (DEBIAN_FRONTEND=noninteractive)',
    ]);
    expect(result).toMatchObject({ status: 0, stdout: debianPath });
    expect(result.stderr).toContain("installing Debian's chromium package");
  });

  it('installs it through sudo when sudo needs no password', () => {
    const result = run({ STUB_UID: '1000', STUB_SUDO: 'nopasswd' });
    expect(result.calls).toEqual([
      'sudo apt-get update',
      'apt-get update (DEBIAN_FRONTEND=unset)',
      'sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium',
      'apt-get install -y chromium (DEBIAN_FRONTEND=noninteractive)',
    ]);
    expect(result).toMatchObject({ status: 0, stdout: debianPath });
  });

  it('prints the exact command and stops when it cannot install (no root, sudo asks a password)', () => {
    const result = run({ STUB_UID: '1000', STUB_SUDO: 'password' });
    expect(result).toMatchObject({ status: 1, stdout: '', calls: [] });
    expect(result.stderr).toContain(
      'Run:\n\n  sudo apt-get update && sudo apt-get install -y chromium\n',
    );
  });

  it('fails with apt-get’s reason when the install fails', () => {
    const result = run({ STUB_UID: '0', STUB_APT_FAILS: '1' });
    expect(result).toMatchObject({ status: 1, stdout: '' });
    expect(result.stderr).toContain('E: Unable to locate package');
    expect(result.stderr).toContain('Installing chromium failed');
  });
});

describe('ensure-fonts.sh', () => {
  const FONTS = 'fonts-dejavu-core fonts-liberation';

  it('installs nothing when the fonts are there', () => {
    expect(run({ STUB_FONTS: '1', STUB_UID: '1000' }, fontsScript)).toMatchObject({
      status: 0,
      calls: [],
    });
  });

  it('installs the fonts as root', () => {
    const result = run({ STUB_UID: '0' }, fontsScript);
    expect(result.calls).toEqual([`apt-get install -y ${FONTS} (DEBIAN_FRONTEND=noninteractive)`]);
    expect(result.status).toBe(0);
  });

  it('installs them through sudo when sudo needs no password', () => {
    const result = run({ STUB_UID: '1000', STUB_SUDO: 'nopasswd' }, fontsScript);
    expect(result.calls).toEqual([
      `sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y ${FONTS}`,
      `apt-get install -y ${FONTS} (DEBIAN_FRONTEND=noninteractive)`,
    ]);
    expect(result.status).toBe(0);
  });

  it('prints the exact command and stops when it cannot install', () => {
    const result = run({ STUB_UID: '1000', STUB_SUDO: 'password' }, fontsScript);
    expect(result).toMatchObject({ status: 1, calls: [] });
    expect(result.stderr).toContain(`Run:\n  sudo apt-get install -y ${FONTS}\n`);
  });
});
