import { ShellScreen } from '../../app/ShellScreen';

/** Admin view of one event. Still a shell: see README, "Status of areas". */
export default function ManageEventScreen() {
  return <ShellScreen />;
}
