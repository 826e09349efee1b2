import { useState } from 'react';
import styles from './Avatar.module.css';

export interface AvatarProps {
  name: string;
  /** The profile image's address; missing or failing, a coloured tile with the initial shows. */
  src?: string | null;
  size?: number;
  /** Decorative next to a visible name (default); otherwise the image is named after the person. */
  decorative?: boolean;
}

const HUES = [252, 200, 160, 28, 340, 290, 120, 12];

/** The same name always gets the same colour. */
export function tileHue(name: string): number {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return HUES[hash % HUES.length]!;
}

export const initialOf = (name: string) => name.trim().charAt(0).toUpperCase() || '?';

/** A profile image that falls back to a coloured initial tile when it is missing or fails to load (SPEC §2). */
export function Avatar({ name, src, size = 40, decorative = true }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const dims = { width: size, height: size };
  if (src && failedSrc !== src) {
    return <img className={styles.image} src={src} alt={decorative ? '' : name} {...dims} style={dims} onError={() => setFailedSrc(src)} />;
  }
  return (
    <span
      className={styles.tile}
      style={{ ...dims, fontSize: size * 0.42, ['--tile-hue' as string]: tileHue(name) }}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative ? true : undefined}
      data-testid="initial-tile"
    >
      {initialOf(name)}
    </span>
  );
}
