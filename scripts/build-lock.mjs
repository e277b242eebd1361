// One build of a workspace at a time per checkout, across processes (two `npm start` at once).
import { createHash } from 'node:crypto';
import { unlinkSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Pause between two tries while another process holds the lock. */
const RETRY_MS = 200;

/**
 * The lock's address: a listening socket the kernel frees when its process ends, however it ends,
 * so a start killed in the middle of a build leaves no lock behind. Linux has an abstract
 * namespace (no file); Windows named pipes; elsewhere a socket file in the temp folder.
 */
function lockAddress(dir) {
  const name = `cigogne-build-${createHash('sha256').update(path.resolve(dir)).digest('hex').slice(0, 24)}`;
  if (process.platform === 'linux') return `\0${name}`;
  if (process.platform === 'win32') return `\\\\?\\pipe\\${name}`;
  return path.join(os.tmpdir(), `${name}.sock`);
}

const listen = (address) =>
  new Promise((resolve, reject) => {
    const server = net.createServer((socket) => socket.destroy());
    server.once('error', reject);
    server.listen(address, () => resolve(server));
  });

/** True when a process answers on a socket file (false: a file left by a process that ended). */
const answers = (address) =>
  new Promise((resolve) => {
    const socket = net.connect(address, () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/**
 * Takes the build lock of the workspace folder `dir`, waiting while another process holds it
 * (`onWait` is called once, when it has to). Resolves with the function that releases it.
 */
export async function buildLock(dir, onWait = () => {}) {
  const address = lockAddress(dir);
  let waited = false;
  for (;;) {
    try {
      const server = await listen(address);
      return () => server.close();
    } catch (err) {
      if (err.code !== 'EADDRINUSE') throw err;
      // a socket file (not Linux) outlives a killed process: nobody answering means nobody holds it
      if (!address.startsWith('\0') && process.platform !== 'win32' && !(await answers(address))) {
        try {
          unlinkSync(address);
        } catch {
          // another waiter removed it first
        }
        continue;
      }
      if (!waited) onWait();
      waited = true;
      await sleep(RETRY_MS);
    }
  }
}
