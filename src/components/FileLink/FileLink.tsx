import { useEffect, useState, type ReactNode } from 'react';

export interface FileLinkProps {
  /** The file's address (see lib/links fileLink). */
  href: string;
  /** Suggested file name for the download. */
  fileName: string;
  children: ReactNode;
  /** Fetches the file as a blob (GET multimedia/files/{name}); the app passes its HTTP client. */
  fetchBlob: (href: string) => Promise<Blob>;
  className?: string;
}

/**
 * A download link: the file is fetched as a blob and offered under its name; when the fetch
 * fails it falls back to a plain link to the address (SPEC §2).
 */
export function FileLink({ href, fileName, children, fetchBlob, className }: FileLinkProps) {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let url: string | null = null;
    let live = true;
    fetchBlob(href).then((blob) => {
      if (!live) return;
      url = URL.createObjectURL(blob);
      setObjectUrl(url);
    }, () => {
      if (live) setFailed(true);
    });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [href, fetchBlob]);

  if (objectUrl && !failed) {
    return <a className={className} href={objectUrl} download={fileName} data-source="blob">{children}</a>;
  }
  return <a className={className} href={href} data-source={failed ? 'fallback' : 'pending'}>{children}</a>;
}
