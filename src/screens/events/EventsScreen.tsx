import { ShellScreen } from '../../app/ShellScreen';

/** Events and competitions: one screen, labelled Competitions on /competitions. Still a shell: see README, "Status of areas". */
export default function EventsScreen() {
  return <ShellScreen />;
}
