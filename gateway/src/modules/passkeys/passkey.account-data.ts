import { rowView } from '../../common/account-rows.js';
import type { ExportPart } from '../module.js';

/** The export's `passkeys`: their names and dates. Never the credential or its public key. */
export const passkeysExport: ExportPart = async ({ run }) => {
  const passkeys = await run(`select id, name, created_at, last_used_at from passkeys where user_id = ? order by created_at, id`);
  return { passkeys: passkeys.map((p) => rowView(p)) };
};
