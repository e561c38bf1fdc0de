import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseMail } from './mail-parse.js';

export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  text: string;
}

/** The messages an OutboxMailer wrote to `directory`, oldest first; for tests and local use. */
export async function readOutbox(directory: string): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names.filter((name) => name.endsWith('.eml') && !name.startsWith('.')).sort();
  return Promise.all(
    files.map(async (name) => {
      const file = path.join(directory, name);
      const { to, subject, text } = parseMail(await readFile(file, 'utf8'));
      return { file, to, subject, text };
    }),
  );
}
