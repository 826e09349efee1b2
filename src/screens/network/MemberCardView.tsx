import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { COMMUNITY_TYPE_LABELS, isTypedProfileKind, TYPED_PROFILE_INFO, type MemberCard } from '../../../contracts';
import { Avatar } from '../../components/Avatar/Avatar';
import { ConnectButton } from './ConnectButton';
import { FollowButton } from '../../app/FollowButton';
import styles from './Network.module.css';

export const fullName = (m: Pick<MemberCard, 'first_name' | 'last_name' | 'username'>) => `${m.first_name} ${m.last_name}`.trim() || m.username;

/** One member in the directory: avatar (initial tile fallback), name, headline, community, interests, Follow. */
export function MemberCardView({ member, headingLevel = 2, children }: { member: MemberCard; headingLevel?: 2 | 3; children?: ReactNode }) {
  const name = fullName(member);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const place = [member.city, member.state].filter(Boolean).join(', ');
  return (
    <li className={styles.card} aria-label={name}>
      <div className={styles.cardHead}>
        <Avatar name={name} src={member.profile_image} size={56} />
        <div>
          <Heading>{name}</Heading>
          <p className={styles.sub}>@{member.username}{place ? ` · ${place}` : ''}</p>
        </div>
      </div>
      {member.headline && <p className={styles.text}>{member.headline}</p>}
      <ul className={styles.chips} aria-label="Community and interests">
        {member.community_type && <li className={styles.chip}>{COMMUNITY_TYPE_LABELS[member.community_type]}</li>}
        {member.interests.slice(0, 4).map((i) => <li key={i} className={styles.chipPlain}>{i}</li>)}
      </ul>
      {member.typed_profiles.length > 0 && (
        <ul className={styles.chips} aria-label="Profiles">
          {member.typed_profiles.slice(0, 3).map((p) => (
            <li key={p.profile_id} className={styles.chip}>
              <Link to={`/profiles?type=${p.kind}&view=${p.profile_id}`}>{isTypedProfileKind(p.kind) ? `${TYPED_PROFILE_INFO[p.kind].label.replace(' profile', '')}: ` : ''}{p.name}</Link>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.sub}><a href={`/volunteer-profile/${member.user_id}`} target="_blank" rel="noopener">View {name}’s profile (new tab)</a></p>
      {children}
      <div className={styles.cardFoot}>
        {member.is_me
          ? <span className={styles.muted}>This is you</span>
          : (
            <>
              <FollowButton key={`${member.followed_by_me}:${member.followers}`} type="member" id={member.user_id} label={name} following={member.followed_by_me} followers={member.followers} />
              <ConnectButton key={member.connection.state} member={member} label={name} />
            </>
          )}
      </div>
    </li>
  );
}
