import { ShellScreen } from '../../app/ShellScreen';

/** Announcements, messages, calendar and notifications (real-time issue). Still a shell: see README, "Status of areas". */
export default function CommunicationScreen() {
  return <ShellScreen />;
}
