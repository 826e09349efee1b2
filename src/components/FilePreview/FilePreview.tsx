import { useState } from 'react';
import { previewKindOf } from '../../../contracts';
import styles from './FilePreview.module.css';

export interface FilePreviewProps {
  /** The file's address. */
  href: string;
  fileName: string;
  /** What the file is (decides how it is shown). */
  contentType: string;
  /** A title for the image / player. */
  title: string;
  /**
   * No longer used: the browser loads the file itself (no fetch in an effect, issue 17). Kept
   * optional so existing callers compile; remove it where it is still passed.
   */
  fetchBlob?: (href: string) => Promise<Blob>;
}

/**
 * Shows a file in the page where the browser can load it directly: images, video and audio
 * (the element loads the address; nothing is fetched by the app). When the element cannot load
 * it, and for every other type (PDF, text, documents: the API host serves them as attachments),
 * it is a plain link to the address (SPEC §2 "a failed file fetch falls back to a plain link").
 */
export function FilePreview({ href, fileName, contentType, title }: FilePreviewProps) {
  const kind = previewKindOf(contentType);
  // The address whose element failed (a new href starts fresh without an effect).
  const [failedHref, setFailedHref] = useState<string | null>(null);
  const failed = failedHref === href;
  const onError = () => setFailedHref(href);
  const link = <a href={href} download={fileName} className={styles.link}>Open {fileName}</a>;

  if (kind === 'image' || kind === 'video' || kind === 'audio') {
    if (failed) {
      return <div className={styles.box} data-source="fallback"><p className={styles.note} role="status">The preview could not be loaded.</p>{link}</div>;
    }
    return (
      <div className={styles.box} data-source="direct">
        {kind === 'image' && <img className={styles.image} src={href} alt={title} onError={onError} />}
        {kind === 'video' && <video className={styles.image} src={href} controls preload="metadata" aria-label={title} onError={onError} />}
        {kind === 'audio' && <audio src={href} controls preload="metadata" aria-label={title} onError={onError} />}
        {link}
      </div>
    );
  }
  const note = kind === 'pdf' ? 'PDF: opens in your browser’s viewer or downloads.' : kind === 'text' ? 'Text file: opens or downloads.' : 'This type cannot be shown here.';
  return <div className={styles.box} data-source="link"><p className={styles.note}>{note}</p>{link}</div>;
}
