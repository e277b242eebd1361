import { uploadFile, type Upload } from '@cigogne/ui/apollo/uploadFile';

export { UploadError, type Upload } from '@cigogne/ui/apollo/uploadFile';

/** POSTs one photo to an event (docs/product.md#photos), reporting its progress; abortable. */
export const uploadPhoto = (timelineId: string, eventId: string, file: File, onProgress: (fraction: number) => void): Upload =>
  uploadFile(`/api/timelines/${encodeURIComponent(timelineId)}/events/${encodeURIComponent(eventId)}/photos`, file, onProgress);
