import { ShellScreen } from '../../app/ShellScreen';

/** Profiles, volunteer and employability profiles, titled by path. Still a shell: see README, "Status of areas". */
export default function ProfilesScreen() {
  return <ShellScreen />;
}
