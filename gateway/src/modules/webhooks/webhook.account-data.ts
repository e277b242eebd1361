import { rowView } from '../../common/account-rows.js';
import type { ExportPart } from '../module.js';

/** The export's `webhooks`: never the signing secret, not even encrypted. */
export const webhooksExport: ExportPart = async ({ run }) => {
  const webhooks = await run(
    `select id, url, events, enabled, created_at, disabled_at from webhook_endpoints where owner_id = ? order by created_at, id`,
  );
  return { webhooks: webhooks.map((w) => rowView(w)) };
};
