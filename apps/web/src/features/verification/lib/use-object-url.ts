import { useCallback, useEffect, useRef, useState } from 'react';

const canMakeUrls = () => typeof URL.createObjectURL === 'function';

/**
 * An object URL for a preview of the chosen image. Each URL holds the image in memory until it
 * is revoked, so the previous one is revoked when the image is replaced and the last one when
 * the component goes.
 */
export function useObjectUrl(): [string | null, (blob: Blob | null) => void] {
  const [url, setUrl] = useState<string | null>(null);
  const current = useRef<string | null>(null);

  const replace = useCallback((blob: Blob | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = blob && canMakeUrls() ? URL.createObjectURL(blob) : null;
    setUrl(current.current);
  }, []);

  useEffect(() => () => replace(null), [replace]);
  return [url, replace];
}
