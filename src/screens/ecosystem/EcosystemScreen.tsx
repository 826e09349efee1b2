import { ShellScreen } from '../../app/ShellScreen';

/** India map, ecosystem hub and ecosystem map, titled by path. Still a shell: see README, "Status of areas". */
export default function EcosystemScreen() {
  return <ShellScreen />;
}
