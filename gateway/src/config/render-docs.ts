import type { Variable } from './kinds.js';
import { REMOTE_URL_VARIABLE, REMOTES, remoteUrlVariable, VARIABLES } from './variables.js';

/** docs/operations.md's configuration table and .env.example, written from the declarations of variables.ts. */

const declared = (): [string, Variable][] => [...Object.entries(VARIABLES), [REMOTE_URL_VARIABLE.template, REMOTE_URL_VARIABLE.variable]];

export const TABLE_BEGIN = '<!-- generated from gateway/src/config/variables.ts by `npm run config:docs -w gateway` -->';
export const TABLE_END = '<!-- end of the generated table -->';

export function configTable(): string {
  const rows = declared().map(([name, variable]) => `| \`${name}\` | ${variable.shown} | ${variable.values} | ${variable.doc} |`);
  return ['| Variable | Default | Values | Meaning |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** The markdown with the table between its markers replaced by the current one. */
export function withConfigTable(markdown: string): string {
  const begin = markdown.indexOf(TABLE_BEGIN);
  const end = markdown.indexOf(TABLE_END);
  if (begin < 0 || end < begin) throw new Error('docs/operations.md has lost the markers of the configuration table');
  return `${markdown.slice(0, begin)}${TABLE_BEGIN}\n\n${configTable()}\n\n${markdown.slice(end)}`;
}

const HEADER = `# Generated from gateway/src/config/variables.ts by \`npm run config:docs -w gateway\`: edit there.
# Every variable the gateway reads. None is required: without any, \`npm start\` runs on an embedded
# PostgreSQL in DATA_DIR and keeps mail in the outbox table (and the log). An empty value takes the
# default; the table in docs/operations.md#configuration says the same with links.
`;

export function envExample(): string {
  const blocks = Object.entries(VARIABLES).map(([name, variable]) => `${comment(variable.doc)}\n${name}=${variable.example}`);
  const remotes = REMOTES.map((remote) => `${remoteUrlVariable(remote)}=${REMOTE_URL_VARIABLE.variable.example}`);
  blocks.push([comment(REMOTE_URL_VARIABLE.variable.doc), ...remotes].join('\n'));
  return `${HEADER}\n${blocks.join('\n')}\n`;
}

/** The description as plain text comment lines: links spelled out, markdown marks dropped. */
function comment(doc: string): string {
  const plain = doc
    .replace(/\[[^\]]+\]\(#([^)]+)\)/g, 'docs/operations.md#$1')
    .replace(/\[[^\]]+\]\(([^)#]+\.md)(#[^)]*)?\)/g, 'docs/$1$2')
    .replace(/\*\*|`/g, '');
  const lines: string[] = [];
  let line = '#';
  for (const word of plain.split(' ')) {
    if (line.length + word.length + 1 > 100 && line !== '#') {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines.join('\n');
}
