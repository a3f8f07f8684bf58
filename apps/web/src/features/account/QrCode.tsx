import { useEffect, useRef } from 'react';
import * as s from './TwoFactor.css';

/**
 * A QR code the server drew (a PNG `Blob`), painted on a canvas: an image of the console's own
 * memory, which the Content-Security-Policy's `img-src 'self'` (console-server headers.ts) allows,
 * where a `blob:` image URL would be refused. `label` is its text alternative.
 */
export function QrCode({ png, label }: { png: Blob | null; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const target = canvas.current;
    if (!png || !target || typeof createImageBitmap !== 'function') return;
    let stale = false;
    createImageBitmap(png).then(
      (bitmap) => {
        const context = stale ? null : target.getContext('2d');
        if (context) {
          target.width = bitmap.width;
          target.height = bitmap.height;
          context.drawImage(bitmap, 0, 0);
        }
        bitmap.close();
      },
      // An undecodable image leaves the canvas blank: the key below is the way in.
      () => undefined,
    );
    return () => {
      stale = true;
    };
  }, [png]);
  return (
    <canvas
      ref={canvas}
      className={s.qr}
      role="img"
      aria-label={label}
      aria-busy={png === null}
      width={1}
      height={1}
    />
  );
}
