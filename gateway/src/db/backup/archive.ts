import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Packs the folder `dir`'s contents into the gzipped tar `file` (the system's tar). */
export async function packFolder(dir: string, file: string): Promise<void> {
  await run('tar', ['-czf', file, '-C', dir, '.']);
}

/** Unpacks the gzipped tar `file` into the folder `dir` (which exists). */
export async function unpackInto(file: string, dir: string): Promise<void> {
  await run('tar', ['-xzf', file, '-C', dir]);
}
