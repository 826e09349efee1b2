import { ShellScreen } from '../../app/ShellScreen';

/** Collaboration hub, titled by path. Still a shell: see README, "Status of areas". */
export default function CollaborationScreen() {
  return <ShellScreen />;
}
