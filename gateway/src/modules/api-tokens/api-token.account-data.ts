import { rowView } from '../../common/account-rows.js';
import type { ExportPart } from '../module.js';

/** The export's `apiTokens`: the personal access tokens, never their hash. */
export const apiTokensExport: ExportPart = async ({ run }) => {
  const tokens = await run(
    `select id, name, scopes, created_at, last_used_at, expires_at from api_tokens where user_id = ? order by created_at, id`,
  );
  return { apiTokens: tokens.map((t) => rowView(t)) };
};
