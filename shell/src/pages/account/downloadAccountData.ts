import { downloadWithToken } from '@cigogne/ui/apollo/downloadWithToken';

/** GET /api/auth/me/export as a download (the gateway names it with the date). */
export const downloadAccountData = (): Promise<void> => downloadWithToken('/api/auth/me/export', 'cigogne-data.json');
