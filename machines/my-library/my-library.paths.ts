import type { EventObject } from 'xstate';
import { stateDescriptions } from '../../tests/paths/descriptions';
import { myLibraryMachine } from './my-library.machine';

const PDF = { name: 'pitch-deck.pdf', size: 120_000, type: 'application/pdf' };

export const myLibraryPathModel = {
  name: 'my-library',
  machine: myLibraryMachine,
  events: [
    { type: 'library.retry' },
    { type: 'library.upload', file: PDF, title: 'Pitch deck' },
    { type: 'library.upload', file: { name: 'clip.mov', size: 5_000, type: 'video/quicktime' } },
    { type: 'library.remove', document_id: 4 },
    { type: 'xstate.done.actor.loadLibrary', output: { documents: [{ document_id: 4, title: 'Notes' }], program_files: [] } },
    { type: 'xstate.error.actor.loadLibrary', error: new Error('Network Error') },
    { type: 'xstate.done.actor.upload', output: { document_id: 5, title: 'Pitch deck' } },
    { type: 'xstate.error.actor.upload', error: new Error('The file content does not match its type.') },
    { type: 'xstate.done.actor.remove', output: null },
    { type: 'xstate.error.actor.remove', error: new Error('Document not found') },
  ] as EventObject[],
  screens: stateDescriptions(myLibraryMachine),
  actions: {
    'library.retry': 'Press "Try again"',
    'library.upload': 'Choose a file (and a title) and press Upload',
    'library.remove': 'Press Remove next to a document and confirm',
    'xstate.done.actor.loadLibrary': 'The server answers with your library',
    'xstate.error.actor.loadLibrary': 'The request fails',
    'xstate.done.actor.upload': 'The upload is stored and kept in your library',
    'xstate.error.actor.upload': 'The server refuses the file',
    'xstate.done.actor.remove': 'The server removes it',
    'xstate.error.actor.remove': 'The removal fails',
  },
  step: (event: EventObject) => {
    if (event.type !== 'library.upload') return undefined;
    const file = (event as unknown as { file: { name: string } }).file;
    return file.name.endsWith('.mov') ? 'Choose a video file (.mov) and press Upload' : 'Choose a PDF, give it a title and press Upload';
  },
};
