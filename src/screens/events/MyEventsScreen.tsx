import { ShellScreen } from '../../app/ShellScreen';

/** Events the member registered for. Still a shell: see README, "Status of areas". */
export default function MyEventsScreen() {
  return <ShellScreen />;
}
