import { downloadWithToken } from '@cigogne/ui/apollo/downloadWithToken';

/** GET /api/wishlists/{id}/reservations.csv as a download. */
export const downloadReservationsCsv = (wishlistId: string): Promise<void> =>
  downloadWithToken(`/api/wishlists/${encodeURIComponent(wishlistId)}/reservations.csv`, 'reservations.csv');
