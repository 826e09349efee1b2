import { ShellScreen } from '../../app/ShellScreen';

/** Innovation workspace. Still a shell: see README, "Status of areas". */
export default function InnovationWorkspaceScreen() {
  return <ShellScreen />;
}
