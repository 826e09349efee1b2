import { useState } from 'react';
import { Link } from 'react-router';
import { ORGANIZATION_CATEGORY_LABELS, organizationLink, type OrganizationCard } from '../../../contracts';
import { Avatar } from '../../components/Avatar/Avatar';
import { FollowButton } from '../../app/FollowButton';
import styles from './Network.module.css';

/** An organisation's logo, or its coloured initial tile when it has none or it fails to load. */
export function OrganizationLogo({ name, src }: { name: string; src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) return <img className={styles.logo} src={src} alt="" width={48} height={48} onError={() => setFailed(src)} />;
  return <Avatar name={name} size={48} />;
}

/** A profile card of the organisation directory, linking to its /organization page. */
export function OrganizationCardView({ organization: o }: { organization: OrganizationCard }) {
  const place = [o.city, o.state].filter(Boolean).join(', ');
  return (
    <li className={styles.card} aria-label={o.name}>
      <div className={styles.cardHead}>
        <OrganizationLogo name={o.name} src={o.logo_url} />
        <div>
          <h2><Link to={organizationLink(o.organization_id)}>{o.name}</Link></h2>
          <p className={styles.sub}>{ORGANIZATION_CATEGORY_LABELS[o.category]}{place ? ` · ${place}` : ''}</p>
        </div>
      </div>
      {o.description && <p className={styles.text}>{o.description}</p>}
      {o.website && <p className={styles.sub}><a href={o.website} target="_blank" rel="noopener noreferrer">{o.website.replace(/^https?:\/\//, '')}</a></p>}
      <div className={styles.cardFoot}>
        <FollowButton key={`${o.followed_by_me}:${o.followers}`} type="organization" id={o.organization_id} label={o.name} following={o.followed_by_me} followers={o.followers} />
        <Link to={organizationLink(o.organization_id)}>View organisation</Link>
      </div>
    </li>
  );
}
