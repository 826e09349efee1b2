import { ShellScreen } from '../../app/ShellScreen';

/** Membership plans (public site issue). Still a shell: see README, "Status of areas". */
export default function MembershipScreen() {
  return <ShellScreen />;
}
