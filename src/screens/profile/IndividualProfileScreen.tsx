import { ShellScreen } from '../../app/ShellScreen';

/** The member’s individual profile. Still a shell: see README, "Status of areas". */
export default function IndividualProfileScreen() {
  return <ShellScreen />;
}
