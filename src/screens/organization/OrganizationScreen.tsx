import { useId, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Link, useSearchParams } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import {
  INDIAN_STATES, ORG_ASSIGNABLE_ROLES, ORG_MEMBER_ROLE_LABELS, ORGANIZATION_CATEGORIES, ORGANIZATION_CATEGORY_LABELS, ORGANIZATION_LIMITS,
  organizationPageLink, type Invitation, type MyOrganizations, type OrganizationDetail, type OrganizationInputRaw, type OrgAssignableRole,
} from '../../../contracts';
import {
  selectOrgBusy, selectOrgCanAct, selectOrgConfirmation, selectOrgCreatedId, selectOrgEditing, selectOrgError, selectOrgFieldErrors, selectOrgLoadFailed,
  selectOrgNotice, selectOrgPage, selectOrgPending, selectOrgProblem, type OrganizationAction,
} from '../../../machines/organization-page';
import { useScreenActor } from '../../app/use-screen-actor';
import { Avatar } from '../../components/Avatar/Avatar';
import { organizationPageLogic } from './organization.actors';
import styles from './Organization.module.css';

type PageRef = ActorRefFrom<typeof organizationPageLogic>;

const act = (page: PageRef, action: OrganizationAction) => page.send({ type: 'organization.act', action });

/** The message of one field, tied to its input. */
function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? <p id={id} className={styles.fieldError}>{message}</p> : null;
}

/** What happened last (live), and the server's refusal (alert). */
function Messages({ page }: { page: PageRef }) {
  const notice = useSelector(page, selectOrgNotice);
  const problem = useSelector(page, selectOrgProblem);
  const createdId = useSelector(page, selectOrgCreatedId);
  return (
    <>
      <div aria-live="polite">
        {notice && (
          <p className={styles.notice}>
            <span>{notice}</span>
            {createdId !== null && <Link to={organizationPageLink(createdId)}>Open its page</Link>}
          </p>
        )}
      </div>
      {problem && <p role="alert" className={styles.alert}>{problem}</p>}
    </>
  );
}

/** Create or edit the profile. Uncontrolled: the values go to the machine on submit. */
function ProfileForm({ page, detail }: { page: PageRef; detail: OrganizationDetail | null }) {
  const errors = useSelector(page, selectOrgFieldErrors);
  const busy = useSelector(page, selectOrgBusy);
  const id = useId();
  const f = (name: string) => ({ id: `${id}-${name}`, name, 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const file = data.get('logo');
    const values: OrganizationInputRaw = {
      name: text('name'), category: text('category') as OrganizationInputRaw['category'], description: text('description'), website: text('website'),
      contact_email: text('contact_email'), city: text('city'), state: text('state') as OrganizationInputRaw['state'], logo_url: detail?.logo_url ?? null,
    };
    const logo = file instanceof File && file.size > 0 ? file : null;
    act(page, detail ? { kind: 'save', values, logo } : { kind: 'create', values, logo });
  };
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{detail ? 'Edit the profile' : 'Create an organisation'}</h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.grid2}>
          <div className={styles.field}>
            <label htmlFor={`${id}-name`}>Name</label>
            <input {...f('name')} defaultValue={detail?.name ?? ''} maxLength={ORGANIZATION_LIMITS.name} required autoComplete="organization" />
            <FieldError id={`${id}-name-error`} message={errors.name} />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-category`}>Category</label>
            <select {...f('category')} defaultValue={detail?.category ?? 'startups'}>
              {ORGANIZATION_CATEGORIES.map((c) => <option key={c} value={c}>{ORGANIZATION_CATEGORY_LABELS[c]}</option>)}
            </select>
            <FieldError id={`${id}-category-error`} message={errors.category} />
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-description`}>Description <span className={styles.hint}>(Markdown)</span></label>
          <textarea {...f('description')} defaultValue={detail?.description ?? ''} maxLength={ORGANIZATION_LIMITS.description} />
          <FieldError id={`${id}-description-error`} message={errors.description} />
        </div>
        <div className={styles.grid2}>
          <div className={styles.field}>
            <label htmlFor={`${id}-website`}>Website <span className={styles.hint}>(https://…)</span></label>
            <input {...f('website')} type="url" defaultValue={detail?.website ?? ''} inputMode="url" autoComplete="url" />
            <FieldError id={`${id}-website-error`} message={errors.website} />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-contact_email`}>Contact e-mail</label>
            <input {...f('contact_email')} type="email" defaultValue={detail?.contact_email ?? ''} autoComplete="email" />
            <FieldError id={`${id}-contact_email-error`} message={errors.contact_email} />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-city`}>City</label>
            <input {...f('city')} defaultValue={detail?.city ?? ''} maxLength={ORGANIZATION_LIMITS.city} autoComplete="address-level2" />
            <FieldError id={`${id}-city-error`} message={errors.city} />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-state`}>State or union territory</label>
            <select {...f('state')} defaultValue={detail?.state ?? ''}>
              <option value="">Not stated</option>
              {INDIAN_STATES.map((s) => <option key={s} value={s}>{s}</option>)}
            </select>
            <FieldError id={`${id}-state-error`} message={errors.state} />
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-logo`}>Logo <span className={styles.hint}>(PNG, JPEG, WebP or GIF, at most 5 MB{detail?.logo_url ? '; leave empty to keep the current one' : ''})</span></label>
          <input id={`${id}-logo`} name="logo" type="file" accept="image/png,image/jpeg,image/webp,image/gif" />
          <FieldError id={`${id}-logo-error`} message={errors.logo_url} />
        </div>
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={busy}>{busy ? 'Saving…' : detail ? 'Save' : 'Create organisation'}</button>
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => page.send({ type: 'organization.cancel' })}>Cancel</button>
        </div>
      </form>
    </section>
  );
}

function InvitationAnswer({ page, invitation }: { page: PageRef; invitation: Invitation }) {
  const canAct = useSelector(page, selectOrgCanAct);
  const answer = (reply: 'accept' | 'decline') => act(page, { kind: 'answer', invitationId: invitation.invitation_id, answer: reply, organizationName: invitation.organization_name });
  return (
    <div className={styles.actions}>
      <button type="button" className="button" disabled={!canAct} onClick={() => answer('accept')}>Accept</button>
      <button type="button" className="button button--ghost" disabled={!canAct} onClick={() => answer('decline')}>Decline</button>
    </div>
  );
}

function Confirmation({ page }: { page: PageRef }) {
  const question = useSelector(page, selectOrgConfirmation);
  if (!question) return null;
  return (
    <section className={`${styles.panel} ${styles.confirm}`} role="alertdialog" aria-labelledby="org-confirm-text">
      <p id="org-confirm-text" style={{ margin: 0, fontWeight: 600 }}>{question}</p>
      <div className={styles.actions}>
        <button type="button" className={`button ${styles.danger}`} autoFocus onClick={() => page.send({ type: 'organization.confirm' })}>Confirm</button>
        <button type="button" className="button button--ghost" onClick={() => page.send({ type: 'organization.cancel' })}>Cancel</button>
      </div>
    </section>
  );
}

function Team({ page, detail }: { page: PageRef; detail: OrganizationDetail }) {
  const canAct = useSelector(page, selectOrgCanAct);
  return (
    <section className={styles.panel} aria-labelledby="org-team-title">
      <h2 id="org-team-title">Team <span className={styles.muted}>({detail.members.length})</span></h2>
      <ul className={styles.list}>
        {detail.members.map((m) => (
          <li key={m.user_id} className={styles.row}>
            <Avatar name={m.name} src={m.profile_image} size={36} />
            <span className={styles.rowText}>
              <strong>{m.name}{m.is_me ? ' (you)' : ''}</strong>
              <span className={styles.muted}>@{m.username} · <span className={styles.badge}>{ORG_MEMBER_ROLE_LABELS[m.role]}</span></span>
            </span>
            {m.role !== 'owner' && !m.is_me && (detail.can_edit || detail.can_transfer) && (
              <span className={styles.rowActions}>
                {detail.can_edit && (
                  <select aria-label={`Role of ${m.name}`} value={m.role} disabled={!canAct}
                    onChange={(e) => act(page, { kind: 'role', userId: m.user_id, role: e.target.value as OrgAssignableRole, name: m.name })}>
                    {ORG_ASSIGNABLE_ROLES.map((r) => <option key={r} value={r}>{ORG_MEMBER_ROLE_LABELS[r]}</option>)}
                  </select>
                )}
                {detail.can_transfer && (
                  <button type="button" className="button button--ghost" disabled={!canAct} onClick={() => act(page, { kind: 'transfer', userId: m.user_id, name: m.name })}>Make owner</button>
                )}
                {detail.can_edit && (
                  <button type="button" className="button button--ghost" disabled={!canAct} onClick={() => act(page, { kind: 'remove', userId: m.user_id, name: m.name })}>Remove</button>
                )}
              </span>
            )}
          </li>
        ))}
      </ul>
      {detail.can_leave && (
        <p style={{ margin: 0 }}>
          <button type="button" className="button button--ghost" disabled={!canAct} onClick={() => act(page, { kind: 'leave', name: detail.name })}>Leave {detail.name}</button>
        </p>
      )}
      {detail.my_role === 'owner' && <p className={styles.muted}>As the owner you can leave after making another member the owner.</p>}
    </section>
  );
}

function Invitations({ page, detail }: { page: PageRef; detail: OrganizationDetail }) {
  const busy = useSelector(page, selectOrgBusy);
  const canAct = useSelector(page, selectOrgCanAct);
  const errors = useSelector(page, selectOrgFieldErrors);
  const pending = useSelector(page, selectOrgPending);
  const id = useId();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    act(page, { kind: 'invite', email: String(data.get('email') ?? ''), role: String(data.get('role') ?? 'member') as OrgAssignableRole });
  };
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Invite by e-mail</h2>
      <p className={styles.muted}>They get an e-mail with a link to this page, and a notification if they are already a member of the platform.</p>
      <form className={styles.inviteForm} onSubmit={onSubmit} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`}>E-mail address</label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="off" required aria-invalid={errors.email ? true : undefined} aria-describedby={errors.email ? `${id}-email-error` : undefined} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-role`}>Role</label>
          <select id={`${id}-role`} name="role" defaultValue="member">
            {ORG_ASSIGNABLE_ROLES.map((r) => <option key={r} value={r}>{ORG_MEMBER_ROLE_LABELS[r]}</option>)}
          </select>
        </div>
        <button type="submit" className="button" disabled={!canAct}>{busy && pending?.kind === 'invite' ? 'Sending…' : 'Send invitation'}</button>
      </form>
      <FieldError id={`${id}-email-error`} message={errors.email} />
      {detail.invitations.length > 0 && (
        <>
          <h3 style={{ margin: 0, fontSize: 'var(--font-size-md)' }}>Waiting for an answer</h3>
          <ul className={styles.list} aria-label="Pending invitations">
            {detail.invitations.map((i) => (
              <li key={i.invitation_id} className={`${styles.row} ${styles.row2}`}>
                <span className={styles.rowText}><strong>{i.email}</strong><span className={styles.muted}>{ORG_MEMBER_ROLE_LABELS[i.role]} · invited by {i.invited_by_name}</span></span>
                <button type="button" className="button button--ghost" disabled={!canAct} onClick={() => act(page, { kind: 'revoke', invitationId: i.invitation_id, email: i.email })}>Withdraw</button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function OneOrganization({ page, detail }: { page: PageRef; detail: OrganizationDetail }) {
  const editing = useSelector(page, selectOrgEditing);
  const canAct = useSelector(page, selectOrgCanAct);
  const place = [detail.city, detail.state].filter(Boolean).join(', ');
  return (
    <div className={styles.page}>
      <p className={styles.muted}><Link to="/organization">My organisations</Link> · <Link to={`/community/organization/${detail.category}`}>{ORGANIZATION_CATEGORY_LABELS[detail.category]}</Link></p>
      <header className={styles.head}>
        {detail.logo_url ? <img className={styles.logo} src={detail.logo_url} alt={`${detail.name} logo`} width={72} height={72} /> : <Avatar name={detail.name} size={72} />}
        <div className={styles.headText}>
          <p className={styles.kicker}>{ORGANIZATION_CATEGORY_LABELS[detail.category]}{place ? ` · ${place}` : ''}</p>
          <h1>{detail.name}</h1>
          {detail.my_role && <p className={styles.muted}>You are {detail.my_role === 'owner' ? 'the owner' : detail.my_role === 'admin' ? 'an admin' : 'a member'} of this organisation.</p>}
        </div>
        {detail.can_edit && !editing && <button type="button" className="button button--ghost" disabled={!canAct} onClick={() => page.send({ type: 'organization.edit' })}>Edit profile</button>}
      </header>
      <Messages page={page} />
      <Confirmation page={page} />
      {detail.my_invitation && (
        <section className={`${styles.panel} ${styles.invited}`} aria-labelledby="org-invited-title">
          <h2 id="org-invited-title">You are invited</h2>
          <p style={{ margin: 0 }}>{detail.my_invitation.invited_by_name} invited you to join {detail.name} as {ORG_MEMBER_ROLE_LABELS[detail.my_invitation.role].toLowerCase()}.</p>
          <InvitationAnswer page={page} invitation={detail.my_invitation} />
        </section>
      )}
      {editing && <ProfileForm page={page} detail={detail} />}
      <div className={styles.layout}>
        <div className={styles.column}>
          <section className={styles.panel} aria-labelledby="org-about-title">
            <h2 id="org-about-title">About</h2>
            {detail.description_html
              // Rendered and sanitised on the server (server/lib/markdown.ts).
              ? <div className={styles.description} dangerouslySetInnerHTML={{ __html: detail.description_html }} />
              : <p className={styles.muted}>No description yet.</p>}
            <dl className={styles.facts}>
              <dt>Website</dt><dd>{detail.website ? <a href={detail.website} target="_blank" rel="noopener noreferrer">{detail.website}</a> : '—'}</dd>
              <dt>Contact</dt><dd>{detail.contact_email ? <a href={`mailto:${detail.contact_email}`}>{detail.contact_email}</a> : '—'}</dd>
              <dt>Location</dt><dd>{place || '—'}</dd>
            </dl>
          </section>
          <Team page={page} detail={detail} />
        </div>
        {detail.can_invite && <Invitations page={page} detail={detail} />}
      </div>
    </div>
  );
}

function MyOrganizationsView({ page, mine }: { page: PageRef; mine: MyOrganizations }) {
  const editing = useSelector(page, selectOrgEditing);
  const canAct = useSelector(page, selectOrgCanAct);
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <div className={styles.headText}>
          <h1>My organisations</h1>
          <p className={styles.lead}>Organisations you belong to, invitations waiting for you, and a new organisation of your own.</p>
        </div>
        {!editing && <button type="button" className="button" disabled={!canAct} onClick={() => page.send({ type: 'organization.edit' })}>Create an organisation</button>}
      </header>
      <Messages page={page} />
      {editing && <ProfileForm page={page} detail={null} />}
      {mine.invitations.length > 0 && (
        <section className={`${styles.panel} ${styles.invited}`} aria-labelledby="org-invitations-title">
          <h2 id="org-invitations-title">Invitations for you</h2>
          <ul className={styles.list}>
            {mine.invitations.map((i) => (
              <li key={i.invitation_id} className={`${styles.row} ${styles.row2}`}>
                <span className={styles.rowText}>
                  <strong><Link to={organizationPageLink(i.organization_id)}>{i.organization_name}</Link></strong>
                  <span className={styles.muted}>{i.invited_by_name} invited you as {ORG_MEMBER_ROLE_LABELS[i.role].toLowerCase()}</span>
                </span>
                <InvitationAnswer page={page} invitation={i} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="org-mine-title" className={styles.column}>
        <h2 id="org-mine-title" style={{ margin: 0 }}>Your organisations</h2>
        {mine.organizations.length === 0 ? (
          <div className={styles.empty}>
            <p style={{ margin: 0 }}>You do not belong to an organisation yet.</p>
            <p className={styles.muted}>Create one, accept an invitation, or browse the <Link to="/community/organization/startups">organisation directory</Link>.</p>
          </div>
        ) : (
          <ul className={styles.cards}>
            {mine.organizations.map((o) => (
              <li key={o.organization_id} className={styles.card}>
                {o.logo_url ? <img className={styles.logo} style={{ width: 48, height: 48 }} src={o.logo_url} alt="" width={48} height={48} /> : <Avatar name={o.name} size={48} />}
                <span className={styles.rowText}>
                  <Link to={organizationPageLink(o.organization_id)}>{o.name}</Link>
                  <span className={styles.muted}>{ORGANIZATION_CATEGORY_LABELS[o.category]} · {ORG_MEMBER_ROLE_LABELS[o.role]} · {o.members} {o.members === 1 ? 'member' : 'members'}</span>
                  {(o.city || o.state) && <span className={styles.muted}>{[o.city, o.state].filter(Boolean).join(', ')}</span>}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function OrganizationPageView({ organizationId }: { organizationId: number | null }) {
  const page = useScreenActor(organizationPageLogic, { input: { organizationId } });
  const data = useSelector(page, selectOrgPage);
  const loadFailed = useSelector(page, selectOrgLoadFailed);
  const error = useSelector(page, selectOrgError);
  if (loadFailed) {
    return (
      <div className={styles.page}>
        <h1>{organizationId === null ? 'My organisations' : 'Organisation'}</h1>
        <p role="alert" className={styles.alert}>{error}</p>
        <p className={styles.actions}>
          <button type="button" className="button" onClick={() => page.send({ type: 'organization.retry' })}>Try again</button>
          <Link to="/organization">My organisations</Link>
        </p>
      </div>
    );
  }
  if (!data) return <p className={styles.page} role="status">{organizationId === null ? 'Loading your organisations…' : 'Loading the organisation…'}</p>;
  return data.kind === 'one' ? <OneOrganization page={page} detail={data.detail} /> : <MyOrganizationsView page={page} mine={data.mine} />;
}

/** /organization: one organisation (?organization_id=N, as the directory links) or the member's own list and the create form. */
export default function OrganizationScreen() {
  const [params] = useSearchParams();
  const raw = Number(params.get('organization_id'));
  const organizationId = Number.isInteger(raw) && raw > 0 ? raw : null;
  return <OrganizationPageView key={organizationId ?? 'mine'} organizationId={organizationId} />;
}
