import type { AnyEventObject } from 'xstate';
import type { ContentItem } from '../../contracts';
import { withInput } from '../../tests/paths/with-input';
import { contentItemMachine } from './content-item.machine';

export const PATH_ITEM: ContentItem = {
  content_id: 1, slug: 'pitch-deck-outline', content_type: 'toolkit', title: 'Pitch deck outline', summary: 'Twelve slides.', tags: ['funding'],
  cover_image: null, deadline: null, published_at: '2026-11-01T00:00:00.000Z', is_published: true, author_name: 'Ada Admin',
  body_html: '<p>Slides.</p>', hub_slugs: ['funding-hub'], video_url: null, video_embed: null, attachments: [],
};

export const contentItemPathModel = {
  name: 'content-item',
  machine: withInput(contentItemMachine, { slug: 'pitch-deck-outline' }),
  events: [
    { type: 'xstate.done.actor.0.contentItem.loading', output: PATH_ITEM },
    { type: 'xstate.error.actor.0.contentItem.loading', error: Object.assign(new Error('Content not found'), { statusCode: 404 }) },
    { type: 'xstate.error.actor.0.contentItem.loading', error: new Error('Network Error') },
    { type: 'content.retry' },
  ] as AnyEventObject[],
  screens: {
    '"loading"': 'the page shows "Loading…"',
    '"failed"': 'the reason the item could not be loaded and a Try again button',
    '"notFound"': 'the 404 page (unknown or unpublished item)',
    '"ready"': 'the item: type, title, author and date, the video player or a link, the body, attachments and tags',
  },
  actions: {
    'xstate.done.actor.0.contentItem.loading': 'The item arrives',
    'xstate.error.actor.0.contentItem.loading': 'Loading the item fails',
    'content.retry': 'Press Try again',
  },
  step: (event: AnyEventObject) => (event.type === 'xstate.error.actor.0.contentItem.loading'
    ? ((event.error as { statusCode?: number }).statusCode === 404 ? 'The item does not exist or is unpublished (404)' : 'Loading the item fails (network)')
    : undefined),
};
