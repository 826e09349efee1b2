import { ShellScreen } from '../../app/ShellScreen';

/** Member registration. Still a shell: see README, "Status of areas". */
export default function MemberRegistrationScreen() {
  return <ShellScreen />;
}
