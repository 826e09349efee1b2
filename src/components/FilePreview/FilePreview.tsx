import { useEffect, useState } from 'react';
import { previewKindOf } from '../../../contracts';
import styles from './FilePreview.module.css';

export interface FilePreviewProps {
  /** The file's address. */
  href: string;
  fileName: string;
  /** What the file is (decides how it is shown). */
  contentType: string;
  /** A title for the preview frame / image. */
  title: string;
  /** Fetches the file as a blob; the app passes its HTTP client. */
  fetchBlob: (href: string) => Promise<Blob>;
}

type Loaded = { href: string; url: string; text: string | null } | { href: string; failed: true };

/**
 * Shows a file in the page where the browser can (PDF, image, video, audio, text). The file is
 * fetched as a blob; when that fails, or the type cannot be shown, it falls back to a plain link
 * to the address (SPEC §2).
 */
export function FilePreview({ href, fileName, contentType, title, fetchBlob }: FilePreviewProps) {
  const kind = previewKindOf(contentType);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!kind) return;
    let live = true;
    let url: string | null = null;
    fetchBlob(href).then(async (blob) => {
      const text = kind === 'text' ? (await blob.text()).slice(0, 200_000) : null;
      if (!live) return;
      // Our own typed blob, so the browser shows it as what it is (not as the server's attachment).
      url = URL.createObjectURL(new Blob([blob], { type: contentType }));
      setLoaded({ href, url, text });
    }, () => {
      if (live) setLoaded({ href, failed: true });
    });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [href, kind, contentType, fetchBlob]);

  const link = <a href={href} download={fileName} className={styles.link}>Open {fileName}</a>;
  if (!kind) return <div className={styles.box}><p className={styles.note}>This type cannot be shown here.</p>{link}</div>;
  const current = loaded && loaded.href === href ? loaded : null;
  if (!current) return <div className={styles.box} aria-busy="true"><p className={styles.note}>Loading the preview…</p></div>;
  if ('failed' in current) {
    return <div className={styles.box} data-source="fallback"><p className={styles.note} role="status">The preview could not be loaded.</p>{link}</div>;
  }
  return (
    <div className={styles.box} data-source="blob">
      {kind === 'pdf' && <iframe className={styles.frame} src={current.url} title={title} />}
      {kind === 'image' && <img className={styles.image} src={current.url} alt={title} />}
      {kind === 'video' && <video className={styles.image} src={current.url} controls aria-label={title} />}
      {kind === 'audio' && <audio src={current.url} controls aria-label={title} />}
      {kind === 'text' && <pre className={styles.text} tabIndex={0} aria-label={title}>{current.text}</pre>}
      <a href={current.url} download={fileName} className={styles.link}>Download {fileName}</a>
    </div>
  );
}
