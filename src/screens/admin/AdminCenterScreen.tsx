import { ShellScreen } from '../../app/ShellScreen';

/** Users, roles, privileges and menus (resource-families issue). Still a shell: see README, "Status of areas". */
export default function AdminCenterScreen() {
  return <ShellScreen />;
}
