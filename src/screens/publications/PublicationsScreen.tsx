import { ShellScreen } from '../../app/ShellScreen';

/** Publication application. Still a shell: see README, "Status of areas". */
export default function PublicationsScreen() {
  return <ShellScreen />;
}
