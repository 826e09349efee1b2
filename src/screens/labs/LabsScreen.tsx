import { ShellScreen } from '../../app/ShellScreen';

/** Integration test pages (Gemini, single sign-on initiation), titled by path. Still a shell: see README, "Status of areas". */
export default function LabsScreen() {
  return <ShellScreen />;
}
