// Profiles (issue 15; docs/decisions/0039-profiles.md): the individual profile (User fields
// through the existing PUT /api/global-user/profile/update, the rest through /api/profiles/me),
// employability, typed profiles, the public member view, the expert dashboard, and uploads of
// the photo (kind image) and of pitch decks and CVs (kind file) through the existing upload call.
import {
  employabilitySchema, expertDashboardSchema, memberPublicProfileSchema, myProfileSchema, PROFILES_API, typedProfileListSchema, typedProfileSchema,
  uploadResponseSchema, userRecordSchema,
  type Employability, type ExpertDashboard, type IndividualProfileForm, type MemberProfileUpdate, type MemberPublicProfile, type MyProfile,
  type StoredFile, type TypedProfile, type TypedProfileForm, type TypedProfileKind,
} from '../../contracts';
import { http, withServerMessage } from './http';

export const getMine = withServerMessage(async (): Promise<MyProfile> => myProfileSchema.parse((await http.get(PROFILES_API.me)).data));

export const updateMine = withServerMessage(async (patch: MemberProfileUpdate): Promise<MyProfile> =>
  myProfileSchema.parse((await http.put(PROFILES_API.me, patch)).data));

/** The User fields through the existing profile call (SPEC §7 PUT /api/global-user/profile/update). */
export const updateUserFields = withServerMessage(async (values: Pick<IndividualProfileForm, 'firstName' | 'lastName' | 'phone_number' | 'age' | 'gender' | 'profile_image'>) =>
  userRecordSchema.parse((await http.put('/api/global-user/profile/update', {
    firstName: values.firstName, lastName: values.lastName, phone_number: values.phone_number || null, age: values.age,
    gender: values.gender || null, profile_image: values.profile_image || null,
  })).data));

export const getEmployability = withServerMessage(async (): Promise<Employability> => employabilitySchema.parse((await http.get(PROFILES_API.employability)).data));
export const saveEmployability = withServerMessage(async (value: Employability): Promise<Employability> =>
  employabilitySchema.parse((await http.put(PROFILES_API.employability, value)).data));

export const memberView = withServerMessage(async (userId: number): Promise<MemberPublicProfile> =>
  memberPublicProfileSchema.parse((await http.get(PROFILES_API.member(userId))).data));

export const listTyped = withServerMessage(async (params: { kind?: TypedProfileKind; owner?: 'mine' | 'others'; search?: string }): Promise<TypedProfile[]> =>
  typedProfileListSchema.parse((await http.get(PROFILES_API.typed, { params })).data).data);
export const getTyped = withServerMessage(async (id: number): Promise<TypedProfile> => typedProfileSchema.parse((await http.get(PROFILES_API.typedOne(id))).data));
export const createTyped = withServerMessage(async (form: TypedProfileForm): Promise<TypedProfile> =>
  typedProfileSchema.parse((await http.post(PROFILES_API.typed, form)).data));
export const updateTyped = withServerMessage(async (id: number, form: TypedProfileForm): Promise<TypedProfile> => {
  const { kind: _kind, ...rest } = form;
  return typedProfileSchema.parse((await http.put(PROFILES_API.typedOne(id), rest)).data);
});
export const deleteTyped = withServerMessage(async (id: number): Promise<void> => {
  await http.delete(PROFILES_API.typedOne(id));
});

export const expertDashboard = withServerMessage(async (): Promise<ExpertDashboard> => expertDashboardSchema.parse((await http.get(PROFILES_API.expertDashboard)).data));

/** The photo (kind image): answers the address to keep in profile_image. */
export const uploadPhoto = withServerMessage(async (file: File): Promise<string> => {
  const form = new FormData();
  form.append('kind', 'image');
  form.append('file', file);
  return uploadResponseSchema.parse((await http.post('/api/multimedia/upload', form)).data).url;
});

/** A pitch deck or CV (kind file): answers the stored file to keep in the profile. */
export const uploadDocument = withServerMessage(async (file: File): Promise<StoredFile> => {
  const form = new FormData();
  form.append('kind', 'file');
  form.append('file', file);
  const uploaded = uploadResponseSchema.parse((await http.post('/api/multimedia/upload', form)).data);
  return { name: uploaded.name, file_name: file.name.slice(0, 200), size: uploaded.size };
});
