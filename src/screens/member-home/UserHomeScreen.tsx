import { ShellScreen } from '../../app/ShellScreen';

/** The signed-in member’s home. Still a shell: see README, "Status of areas". */
export default function UserHomeScreen() {
  return <ShellScreen />;
}
