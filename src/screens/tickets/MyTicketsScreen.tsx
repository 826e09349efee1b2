import { ShellScreen } from '../../app/ShellScreen';

/** Tickets of the member’s events. Still a shell: see README, "Status of areas". */
export default function MyTicketsScreen() {
  return <ShellScreen />;
}
