import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { LibraryDocument, LibraryResponse } from '../../contracts';
import { myLibraryMachine, type UploadRequest } from './my-library.machine';
import { selectCanRemove, selectCanUpload, selectDocuments, selectLibraryNotice, selectRefusal, selectUploading } from './my-library.selectors';

const doc = (document_id: number, title: string) => ({ document_id, title }) as LibraryDocument;
const LIB: LibraryResponse = { documents: [doc(1, 'Notes')], program_files: [] };

const start = (actors: Record<string, unknown> = {}) => {
  const actor = createActor(myLibraryMachine.provide({ actors: { loadLibrary: fromPromise(async () => LIB), ...actors } as never })).start();
  return actor;
};

describe('myLibraryMachine', () => {
  it('takes uploads only once the library is loaded and while nothing is in flight (the form is disabled otherwise)', async () => {
    let finish: (lib: LibraryResponse) => void = () => {};
    const actor = start({
      loadLibrary: fromPromise(() => new Promise<LibraryResponse>((resolve) => { finish = resolve; })),
      upload: fromPromise(() => new Promise<LibraryDocument>(() => {})),
    });
    expect(selectCanUpload(actor.getSnapshot())).toBe(false);
    finish(LIB);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectCanUpload(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'library.upload', file: { name: 'a.pdf', size: 10, type: 'application/pdf' } });
    expect(selectCanUpload(actor.getSnapshot())).toBe(false);
  });

  it('takes a removal only while nothing else is in flight (Remove is disabled during an upload)', async () => {
    const actor = start({ upload: fromPromise(() => new Promise<LibraryDocument>(() => {})) });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectCanRemove(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'library.upload', file: { name: 'a.pdf', size: 10, type: 'application/pdf' } });
    expect(selectCanRemove(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'library.remove', document_id: 1 });
    expect(actor.getSnapshot().matches({ ready: 'uploading' })).toBe(true);
  });

  it('refuses a wrong type or an oversized file before sending anything, with a clear message', async () => {
    const sent: UploadRequest[] = [];
    const actor = start({ upload: fromPromise(async ({ input }: { input: UploadRequest }) => { sent.push(input); return doc(2, input.title); }) });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'library.upload', file: { name: 'clip.mov', size: 10, type: 'video/quicktime' } });
    expect(selectRefusal(actor.getSnapshot())).toMatch(/^This type of file cannot be kept in your library/);
    actor.send({ type: 'library.upload', file: { name: 'big.pdf', size: 25 * 1024 * 1024, type: 'application/pdf' } });
    expect(selectRefusal(actor.getSnapshot())).toBe('This file is 25.0 MB; the limit is 20 MB.');
    actor.send({ type: 'library.upload', file: { name: 'big.png', size: 6 * 1024 * 1024, type: 'image/png' } });
    expect(selectRefusal(actor.getSnapshot())).toBe('This image is 6.0 MB; the limit is 5 MB.');
    actor.send({ type: 'library.upload', file: null });
    expect(selectRefusal(actor.getSnapshot())).toBe('Choose a file to upload.');
    expect(sent).toEqual([]);
  });

  it('uploads an accepted file under its title (or its name), puts it first and says so', async () => {
    const sent: UploadRequest[] = [];
    const actor = start({ upload: fromPromise(async ({ input }: { input: UploadRequest }) => { sent.push(input); return doc(2, input.title); }) });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'library.upload', file: { name: 'team-photo.png', size: 2000, type: 'image/png' }, title: '  ' });
    expect(selectUploading(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: 'uploaded' }));
    expect(sent[0]).toMatchObject({ kind: 'image', title: 'team-photo' });
    expect(selectDocuments(actor.getSnapshot())?.map((d) => d.title)).toEqual(['team-photo', 'Notes']);
    expect(selectLibraryNotice(actor.getSnapshot())).toBe('“team-photo” is in your library.');
  });

  it('shows the server’s refusal, and removes a document', async () => {
    const actor = start({
      upload: fromPromise(async () => { throw new Error('The file content does not match its type.'); }),
      remove: fromPromise(async () => null),
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'library.upload', file: { name: 'x.pdf', size: 10, type: 'application/pdf' } });
    await waitFor(actor, (s) => s.matches({ ready: 'refused' }));
    expect(selectRefusal(actor.getSnapshot())).toBe('The file content does not match its type.');
    actor.send({ type: 'library.remove', document_id: 1 });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(selectDocuments(actor.getSnapshot())).toEqual([]);
    expect(selectLibraryNotice(actor.getSnapshot())).toBe('Removed “Notes” from your library.');
  });

  it('fails to load with a reason and retries', async () => {
    let fail = true;
    const actor = createActor(myLibraryMachine.provide({
      actors: { loadLibrary: fromPromise(async () => { if (fail) throw new Error('Network Error'); return LIB; }) },
    })).start();
    await waitFor(actor, (s) => s.matches('failed'));
    fail = false;
    actor.send({ type: 'library.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
  });
});
