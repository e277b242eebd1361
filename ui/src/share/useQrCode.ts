import { useEffect, useState } from 'react';

/** Rendering options of every share QR code (also used by tests to compute the expected image). */
export const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2, width: 240 } as const;

/** The QR code of `text` as a PNG data URL (undefined for null, while it is drawn, or if drawing failed: logged only). */
export function useQrCode(text: string | null): string | undefined {
  const [image, setImage] = useState<{ text: string; dataUrl: string }>();
  useEffect(() => {
    if (text === null) return;
    let cancelled = false;
    // loaded on demand: only share screens pay for the encoder
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(text, { ...QR_OPTIONS, type: 'image/png' }))
      .then(
        (dataUrl) => {
          if (!cancelled) setImage({ text, dataUrl });
        },
        (error: unknown) => console.error('QR code failed', error),
      );
    return () => {
      cancelled = true;
    };
  }, [text]);
  return text !== null && image?.text === text ? image.dataUrl : undefined;
}
