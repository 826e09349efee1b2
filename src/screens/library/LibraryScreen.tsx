import { useSelector } from '@xstate/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { previewKindOf, type LibraryDocument, type LibraryProgramFile } from '../../../contracts';
import {
  selectDocuments, selectLibraryError, selectLibraryLoading, selectLibraryNotice, selectProgramFiles, selectRefusal, selectRemovingId, selectUploading, selectCanUpload, selectCanRemove,
} from '../../../machines/my-library';
import { FilePreview } from '../../components/FilePreview/FilePreview';
import { useScreenActor } from '../../app/use-screen-actor';
import { fetchPreviewBlob, myLibraryLogic } from './library.actors';
import styles from './Library.module.css';

const ACCEPT = '.pdf,.txt,.csv,.docx,.xlsx,.pptx,.png,.jpg,.jpeg,.webp,.gif';
const size = (n: number) => (n >= 1024 * 1024 ? `${(n / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`);
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

function PreviewToggle({ open, onToggle, name, canShow }: { open: boolean; onToggle: () => void; name: string; canShow: boolean }) {
  if (!canShow) return null;
  return (
    <button type="button" className="button button--ghost" aria-expanded={open} onClick={onToggle} aria-label={`${open ? 'Hide preview' : 'Preview'}: ${name}`}>
      {open ? 'Hide preview' : 'Preview'}
    </button>
  );
}

/** /my-library: the member's own documents (upload, preview, remove) and their programs' files. */
export default function LibraryScreen() {
  const actor = useScreenActor(myLibraryLogic);
  const documents = useSelector(actor, selectDocuments);
  const programFiles = useSelector(actor, selectProgramFiles);
  const loading = useSelector(actor, selectLibraryLoading);
  const error = useSelector(actor, selectLibraryError);
  const uploading = useSelector(actor, selectUploading);
  const canUpload = useSelector(actor, selectCanUpload);
  const canRemove = useSelector(actor, selectCanRemove);
  const refusal = useSelector(actor, selectRefusal);
  const notice = useSelector(actor, selectLibraryNotice);
  const removingId = useSelector(actor, selectRemovingId);
  // Which previews are open: view state only.
  const [open, setOpen] = useState<string | null>(null);
  const toggle = (key: string) => setOpen((current) => (current === key ? null : key));
  const fileRef = useRef<HTMLInputElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const ids = { file: useId(), title: useId(), hint: useId(), refusal: useId() };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'library.upload', file: fileRef.current?.files?.[0] ?? null, title: titleRef.current?.value ?? '' });
  };

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>My library</h1>
        <p className={styles.lead}>Your own documents and the files of the programs you are enrolled in, in one place.</p>
      </header>

      <form className={styles.upload} onSubmit={submit} aria-labelledby="library-upload">
        <h2 id="library-upload" className="visually-hidden">Upload a document</h2>
        <label htmlFor={ids.file}>File
          <input id={ids.file} ref={fileRef} type="file" accept={ACCEPT} disabled={!canUpload} aria-describedby={`${ids.hint} ${refusal ? ids.refusal : ''}`} />
        </label>
        <label htmlFor={ids.title}>Title (optional)
          <input id={ids.title} ref={titleRef} type="text" maxLength={200} disabled={!canUpload} placeholder="e.g. Pitch deck v3" />
        </label>
        <button type="submit" className="button" disabled={!canUpload}>{uploading ? 'Uploading…' : 'Upload'}</button>
        <p id={ids.hint} className={styles.hint}>PDF, TXT, CSV, DOCX, XLSX or PPTX up to 20 MB; PNG, JPEG, WebP or GIF images up to 5 MB.</p>
        {refusal && <p id={ids.refusal} className={styles.alert} role="alert">{refusal}</p>}
      </form>
      <p className={styles.notice} role="status" aria-live="polite">{notice}</p>

      {error && (
        <div role="alert" className={styles.empty}>
          <p className={styles.alert}>{error}</p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'library.retry' })}>Try again</button>
        </div>
      )}
      {loading && <p className={styles.muted} aria-live="polite">Loading your library…</p>}

      {documents && (
        <section className={styles.section} aria-labelledby="library-docs">
          <h2 id="library-docs">Your documents</h2>
          {documents.length === 0 ? (
            <p className={styles.muted}>No documents yet. Upload a pitch deck, a plan or notes above to keep them here.</p>
          ) : (
            <ul className={styles.list}>
              {documents.map((doc: LibraryDocument) => {
                const key = `doc-${doc.document_id}`;
                return (
                  <li key={doc.document_id} className={styles.row}>
                    <div className={styles.body}>
                      <h3>{doc.title}</h3>
                      <p>{doc.file_name} · {size(doc.size)} · added {day(doc.uploaded_at)}</p>
                    </div>
                    <div className={styles.actions}>
                      <PreviewToggle open={open === key} onToggle={() => toggle(key)} name={doc.title} canShow={!!previewKindOf(doc.content_type)} />
                      <a href={doc.url} download={doc.file_name}>Download</a>
                      <button type="button" className="button button--ghost" disabled={!canRemove} aria-label={`Remove ${doc.title}`}
                        onClick={() => { if (window.confirm(`Remove “${doc.title}” from your library?`)) actor.send({ type: 'library.remove', document_id: doc.document_id }); }}>
                        {removingId === doc.document_id ? 'Removing…' : 'Remove'}
                      </button>
                    </div>
                    {open === key && (
                      <div className={styles.preview}>
                        <FilePreview href={doc.url} fileName={doc.file_name} contentType={doc.content_type} title={doc.title} fetchBlob={fetchPreviewBlob} />
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}

      {programFiles && (
        <section className={styles.section} aria-labelledby="library-programs">
          <h2 id="library-programs">From your programs</h2>
          {programFiles.length === 0 ? (
            <p className={styles.muted}>Files from the programs you enrol in appear here. <Link to="/lxp">Find a program</Link></p>
          ) : (
            <ul className={styles.list}>
              {programFiles.map((f: LibraryProgramFile) => {
                const key = `unit-${f.unit_id}`;
                return (
                  <li key={f.unit_id} className={styles.row}>
                    <div className={styles.body}>
                      <div className={styles.meta}><span className={styles.tag}>{f.program_name}</span></div>
                      <h3><Link to={f.link}>{f.unit_name}</Link></h3>
                      <p>{f.file_name}{f.summary ? ` · ${f.summary}` : ''}</p>
                    </div>
                    <div className={styles.actions}>
                      <PreviewToggle open={open === key} onToggle={() => toggle(key)} name={f.unit_name} canShow={!!previewKindOf(f.content_type)} />
                      <a href={f.url} download={f.file_name}>Download</a>
                    </div>
                    {open === key && (
                      <div className={styles.preview}>
                        <FilePreview href={f.url} fileName={f.file_name} contentType={f.content_type} title={f.unit_name} fetchBlob={fetchPreviewBlob} />
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
