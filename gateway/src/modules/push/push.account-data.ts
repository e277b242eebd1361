import { rowView } from '../../common/account-rows.js';
import type { ExportPart } from '../module.js';

/**
 * The export's `pushSubscriptions`: each device and what it is told. Never its endpoint or keys:
 * they are the device's address and encryption keys at the push service, not the account's data.
 */
export const pushExport: ExportPart = async ({ run }) => {
  const devices = await run(
    `select id, user_agent, notify_reservations, notify_answers, notify_co_parents, created_at
       from push_subscriptions where user_id = ? order by created_at, id`,
  );
  return { pushSubscriptions: devices.map((d) => rowView(d)) };
};
