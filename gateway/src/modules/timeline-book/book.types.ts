import type { BookFormat } from './book-layout.js';

/** One event as the book prints it: every text already written in the owner's language. */
export interface BookEvent {
  date: string;
  /** "à 3 mois, 2 jours", or "avant la naissance". */
  age: string;
  title: string;
  description: string | null;
  /** How many of the photos sent after the cover are this event's. */
  photos: number;
}

/** What the layout thread is started with (workerData); the photos follow as messages, in order. */
export interface BookPlan {
  format: BookFormat;
  language: 'fr' | 'en';
  firstName: string;
  /** "Né·e le 3 mars 2026" / "Born on 3 March 2026". */
  birth: string;
  /** The cover's photo is the first image sent. */
  hasCover: boolean;
  /** A line at the foot of the cover. */
  footnote: string;
  events: BookEvent[];
  /** Where the thread writes the PDF. */
  outPath: string;
}

/** Main thread → layout thread: the next photo (JPEG bytes at print size, and its width and height or the stored photo's: only their ratio is used), or `skip` (its file is gone). */
export type ToLayout = { image: Uint8Array; width: number; height: number } | { skip: true };
/** Layout thread → main thread: a photo was laid out (send another), or the book is written, or it failed. */
export type FromLayout = { ack: true } | { done: true; pages: number } | { error: string };
