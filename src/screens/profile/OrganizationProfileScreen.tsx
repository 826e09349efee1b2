import { ShellScreen } from '../../app/ShellScreen';

/** The organisation profile. Still a shell: see README, "Status of areas". */
export default function OrganizationProfileScreen() {
  return <ShellScreen />;
}
