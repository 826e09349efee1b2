import { ShellScreen } from '../../app/ShellScreen';

/** Every topic hub (funding, policy, IP, ...), titled by path. Still a shell: see README, "Status of areas". */
export default function HubScreen() {
  return <ShellScreen />;
}
