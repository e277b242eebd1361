import { GiftOutlined } from '@ant-design/icons';
import { useState } from 'react';

interface Props {
  src: string | null;
  alt: string;
  /** Reports a picture the browser could not load (the add-item form shows the image field again). */
  onError?: () => void;
  className?: string;
}

/**
 * An item's picture in a square box of fixed size, so the page does not shift while pictures arrive;
 * loaded lazily; a gift icon stands in when there is none or it fails to load.
 */
export function ItemImage({ src, alt, onError, className = 'wl-item-image' }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !src || failed === src;
  return (
    <div className={className}>
      {broken ? (
        <GiftOutlined aria-hidden className="wl-item-image__placeholder" />
      ) : (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          width={160}
          height={160}
          referrerPolicy="no-referrer"
          onError={() => {
            setFailed(src);
            onError?.();
          }}
        />
      )}
    </div>
  );
}
