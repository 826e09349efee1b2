import type { AnyEventObject } from 'xstate';
import { emptyTypedProfile, type IndividualProfileForm } from '../../contracts';
import { stateDescriptions } from '../../tests/paths/descriptions';
import { withInput } from '../../tests/paths/with-input';
import { PROFILE_FORM_STEPS, profileFormMachine } from './profile-form.machine';

export const PATH_PHOTO = `/api/multimedia/images/${'a'.repeat(32)}.png`;
export const pathIndividual: IndividualProfileForm = {
  firstName: 'Maya', lastName: 'Rao', phone_number: '+91 98450 12345', age: 31, gender: 'Female', profile_image: '',
  headline: 'Founder, KisanLedger', bio: 'Credit histories for farmers.', city: 'Nashik', state: 'Maharashtra',
  skills: ['Fintech'], interests: ['Agritech'], links: [{ label: 'Website', url: 'https://kisanledger.example' }],
  visibility: {
    headline: 'public', bio: 'members', location: 'members', skills: 'members', interests: 'members', links: 'members',
    phone_number: 'private', age: 'private', gender: 'private', employability: 'members',
  },
};
const startup = { ...emptyTypedProfile('startup'), name: 'KisanLedger' };

// The member edits their individual profile (/profile): photo, fields, save.
export const profileFormPathModel = {
  name: 'profile-form (individual profile)',
  machine: withInput(profileFormMachine, { kind: 'individual' }),
  events: [
    { type: 'xstate.done.actor.loadForm', output: { values: pathIndividual, id: null } },
    { type: 'xstate.error.actor.loadForm', error: new Error('Network Error') },
    { type: 'profile.retry' },
    { type: 'profile.change', field: 'bio', value: 'Now with 2,000 farmers.' },
    { type: 'profile.pickFile', field: 'profile_image', file: { name: 'me.png', type: 'image/png', size: 200_000 } },
    { type: 'profile.pickFile', field: 'profile_image', file: { name: 'huge.png', type: 'image/png', size: 9_000_000 } },
    { type: 'xstate.done.actor.uploadFile', output: PATH_PHOTO },
    { type: 'xstate.error.actor.uploadFile', error: new Error('The image is larger than 5 MB.') },
    { type: 'profile.save' },
    { type: 'xstate.done.actor.saveForm', output: { values: pathIndividual, id: null } },
    { type: 'xstate.error.actor.saveForm', error: new Error('Enter a valid phone number.') },
    { type: 'profile.delete' },
  ] as AnyEventObject[],
  screens: stateDescriptions(profileFormMachine),
  actions: PROFILE_FORM_STEPS,
};

// The member edits a saved startup profile (/profiles?type=startup&id=7), including deleting it.
export const typedProfileFormPathModel = {
  name: 'profile-form (a saved startup profile)',
  machine: withInput(profileFormMachine, { kind: 'typed', id: 7, typedKind: 'startup' }),
  events: [
    { type: 'xstate.done.actor.loadForm', output: { values: startup, id: 7 } },
    { type: 'profile.save' },
    { type: 'xstate.done.actor.saveForm', output: { values: startup, id: 7 } },
    { type: 'profile.delete' },
    { type: 'xstate.done.actor.deleteForm', output: undefined },
    { type: 'xstate.error.actor.deleteForm', error: new Error('You can only change your own profiles.') },
  ] as AnyEventObject[],
  screens: stateDescriptions(profileFormMachine),
  actions: PROFILE_FORM_STEPS,
};

export const profileFormPathModels = [profileFormPathModel, typedProfileFormPathModel];
